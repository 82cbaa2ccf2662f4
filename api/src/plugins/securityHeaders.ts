import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { synchronousPlugin } from '../http/synchronousPlugin';
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
 * The headers helmet sets with the portal's options: the CSP above, X-Frame-Options DENY, no
 * Referer at all (launch links carry one-time codes in their address), nosniff, HSTS and the
 * cross-origin isolation headers helmet sets by default. None depends on the request, so they
 * are worked out once, by running helmet's middleware on a response that is never sent.
 */
export function securityHeadersOf(options: SecurityHeaderOptions): Array<[string, string | number | string[]]> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  // Helmet 8 throws a bad option at once; it calls next with no error.
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  })(response.req, response, () => undefined);
  return Object.entries(response.getHeaders()).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]]));
}

/**
 * Security headers on every answer (securityHeadersOf), set on the raw response as helmet sets
 * them, so a reply taken over by its route (the live stream) has them too. @fastify/helmet built
 * helmet's middleware anew for every request (parsing the CSP each time).
 */
export default fp(
  synchronousPlugin(function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeaderOptions) {
    const headers = securityHeadersOf(options);
    app.addHook('onRequest', (_request, reply, next) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      next();
    });
  }),
  { name: 'security-headers' },
);
