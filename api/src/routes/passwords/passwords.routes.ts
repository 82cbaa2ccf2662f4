import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { callerFromBearer } from '../../plugins/auth';
import { confirmReset, requestReset } from './passwords.service';

export interface PasswordsRoutesOptions {
  now: () => Date;
  /** The portal's public address (PUBLIC_URL) for links in mails; the request's own when unset. */
  publicUrl: string | null;
}

/**
 * POST /api/notifications/reset/request (mails a link) and /reset/confirm (a new password through
 * a reset or invitation link, or signed in for yourself).
 */
export default synchronousPlugin(function passwordsRoutes(app: FastifyInstance, options: PasswordsRoutesOptions) {
  const portalOrigin = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  registerEndpoint(app, endpoints.passwords.resetRequest, async ({ body, request }) => {
    await requestReset(
      { app, mail: app.mail, log: request.log, portalOrigin: portalOrigin(request) },
      body.email,
      options.now(),
    );
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.passwords.resetConfirm, async ({ body, request }) => {
    await confirmReset(app, body, () => callerFromBearer(app, request), options.now());
    return { ok: true as const };
  });
});
