import { endpoints, PATHS, PORTAL_CLIENT_ID } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { centerRole } from '../../auth/access';
import { HUB_CLIENT_ID } from '../../auth/clients';
import { registerEndpoint } from '../../http/registerEndpoint';
import { getOrCreateSetting, randomSecret } from '../../lib/settings';
import { isoNow } from '../../lib/time';
import type { LaunchConfig } from '../../shared/launchConfig';
import { stripeIdOf } from '../../shared/users.repository';
import { launchCaller } from './launch.caller';
import { linkRecipient, linkSearch, mintLink } from './launch.service';
import { linkFields, sessionUser, useLink } from './launch.session';

export interface LaunchRoutesOptions {
  config: LaunchConfig;
  tokenTtlSeconds: number;
  now: () => Date;
}

/** Hub launch links: the hub (or an administrator) mints one; the launch screen opens its session. */
export default async function launchRoutes(app: FastifyInstance, options: LaunchRoutesOptions) {
  const secret = options.config.secret ?? (await getOrCreateSetting(app.db, 'launch_secret', randomSecret));

  const portalOrigin = (request: FastifyRequest) => options.config.publicUrl ?? `${request.protocol}://${request.host}`;

  registerEndpoint(app, endpoints.launch.createLink, async ({ body, request }) => {
    const caller = await launchCaller(app, request);
    const user = await linkRecipient(app.db, caller, body);
    const ttlSeconds = options.config.linkTtlSeconds;
    const link = await mintLink(app.db, { user, caller, body, now: options.now(), ttlSeconds });
    const fields = {
      userId: user.id,
      centerId: body.center_id ?? null,
      stripeId: await stripeIdOf(app.db, user.account_id),
      accessToken: link.token,
      counter: String(link.counter),
    };
    const search = linkSearch(secret, body.variant, fields, body.target ?? null);
    const url = `${portalOrigin(request)}${PATHS.hubLaunchRedirect}${search}`;
    return { url, expires_at: isoNow(link.expiresAt), counter: link.counter, viewer: link.viewer };
  });

  registerEndpoint(app, endpoints.launch.openSession, async ({ body }) => {
    const link = await useLink(app.db, linkFields(secret, body), options.now());
    const user = await sessionUser(app.db, link.user_id);
    const stillMember = link.center_id ? await centerRole(app.db, user.id, link.center_id) : null;
    const viewer = link.viewer === 1;
    const clientId = link.created_by === HUB_CLIENT_ID ? HUB_CLIENT_ID : PORTAL_CLIENT_ID;
    const accessToken = await app.tokens.sign(
      { userId: user.id, clientId, viewer, sessionVersion: user.session_version },
      options.tokenTtlSeconds,
    );
    return {
      accessToken,
      expiresIn: options.tokenTtlSeconds,
      userId: user.id,
      centerId: stillMember ? link.center_id : null,
      stripeId: await stripeIdOf(app.db, user.account_id),
      viewer,
      target: link.target,
    };
  });
}
