// Shared: config.ts reads it with the rest of the environment; the launch routes use it.

/** Hub launch links: how long they work and the secret of the encrypted variant. */
export interface LaunchConfig {
  /** Seconds a minted link stays usable (it also works only once). */
  linkTtlSeconds: number;
  /** Shared with the hub; generated once and kept in the database when not given. */
  secret: string | null;
  /** The portal's public address for the links; taken from the request when not given. */
  publicUrl: string | null;
}

export function loadLaunchConfig(env: NodeJS.ProcessEnv): LaunchConfig {
  const ttl = env.LAUNCH_LINK_TTL_SECONDS ? Number(env.LAUNCH_LINK_TTL_SECONDS) : 300;
  if (!Number.isInteger(ttl) || ttl <= 0) {
    throw new Error(`LAUNCH_LINK_TTL_SECONDS must be a positive whole number, got "${env.LAUNCH_LINK_TTL_SECONDS}"`);
  }
  return {
    linkTtlSeconds: ttl,
    secret: env.LAUNCH_SECRET || null,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}
