import { endpoints, PORTAL_CLIENT_ID } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { addService, ONLY_ADMINISTRATORS_ADD_SERVICES, register } from './accounts.service';

/** POST /api/register (a new account on a free trial, signed in) and POST /api/centers (a new service). */
export default synchronousPlugin(function accountsRoutes(
  app: FastifyInstance,
  options: { now: () => Date; tokenTtlSeconds: number },
) {
  registerEndpoint(app, endpoints.accounts.register, async ({ body }) => {
    const { userId, centerId, trialEndsAt } = await register(app, body, options.now());
    const accessToken = await app.tokens.sign({ userId, clientId: PORTAL_CLIENT_ID }, options.tokenTtlSeconds);
    return {
      token_type: 'Bearer' as const,
      access_token: accessToken,
      expires_in: options.tokenTtlSeconds,
      user_id: userId,
      center_id: centerId,
      trial_ends_at: trialEndsAt,
    };
  });

  registerEndpoint(app, endpoints.accounts.createCenter, async ({ auth, body }) => {
    if (body.user_id !== auth.user.id) throw forbidden(ONLY_ADMINISTRATORS_ADD_SERVICES);
    const id = await addService(
      app,
      auth,
      { name: body.name, approvalNumber: body.approval_number, serviceCatId: body.service_cat_id },
      options.now(),
    );
    return { id };
  });
});
