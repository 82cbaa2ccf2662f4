import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The origins of remotes deployed elsewhere (REMOTE_MF_*_URL): the page loads their code and data. */
export function remoteOrigins(remoteUrls: Record<string, string>): string[] {
  const origins = Object.values(remoteUrls).flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** A remote's dev server reloads through a WebSocket on its own origin. */
const webSocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * What Stripe.js needs when billing goes through Stripe (Stripe's documented CSP): its script, the
 * card fields' frames and its API. Left out in local test mode, where no card field is Stripe's.
 */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export interface SecurityHeaderOptions {
  remoteUrls: Record<string, string>;
  /** True when billing goes through Stripe (its keys are set). */
  stripe: boolean;
}

/**
 * The portal's Content-Security-Policy: scripts, styles, images and calls only from the portal
 * itself and the remotes' origins, videos from the portal or object URLs (and Stripe's, when billing goes through Stripe); styles inline
 * too (styled-components writes them); never framed, no plugins, no foreign <base> or form targets.
 */
export function contentSecurityDirectives({ remoteUrls, stripe }: SecurityHeaderOptions) {
  const remotes = remoteOrigins(remoteUrls);
  const stripeOf = (kind: keyof typeof STRIPE_ORIGINS) => (stripe ? STRIPE_ORIGINS[kind] : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...stripeOf('script')],
    scriptSrcAttr: ["'none'"],
    connectSrc: ["'self'", ...remotes, ...remotes.map(webSocketOrigin), ...stripeOf('connect')],
    frameSrc: ["'self'", ...stripeOf('frame')],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
    fontSrc: ["'self'", 'data:', ...remotes],
    // The resource centre's tutorial videos play from object URLs of files fetched with the session.
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, X-Frame-Options DENY, no
 * Referer at all (launch links carry one-time codes in their address), nosniff, HSTS and the
 * cross-origin isolation headers helmet sets by default.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeaderOptions) {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    });
  },
  { name: 'security-headers' },
);
