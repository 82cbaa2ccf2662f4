import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/httpError';
import { authenticateClient, HUB_CLIENT_ID } from './clients';

// The hub calling with its client credentials (HTTP Basic `qip-hub:{HUB_CLIENT_SECRET}`): it
// mints launch links and posts mentor reviews.

const INVALID_HUB_CREDENTIALS = 'The hub client credentials are not valid.';

/** Percent-decoded text (RFC 6749 2.3.1), or null when its escapes are malformed. */
function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The client id and secret of an HTTP Basic header; malformed credentials are refused (401). */
function basicCredentials(request: FastifyRequest): { id: string; secret: string } | null {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const id = percentDecoded(decoded.slice(0, colon));
  const secret = percentDecoded(decoded.slice(colon + 1));
  if (id === null || secret === null) throw unauthorized(INVALID_HUB_CREDENTIALS);
  return { id, secret };
}

/**
 * Whether the request carries HTTP Basic credentials: true when they are the hub's, false when it
 * carries none (the caller signs in otherwise); any other credentials are refused (401).
 */
export async function isHubRequest(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const basic = basicCredentials(request);
  if (!basic) return false;
  const valid = basic.id === HUB_CLIENT_ID && (await authenticateClient(app.db, basic.id, basic.secret));
  if (!valid) throw unauthorized(INVALID_HUB_CREDENTIALS);
  return true;
}
