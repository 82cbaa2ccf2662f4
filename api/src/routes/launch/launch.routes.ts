import { endpoints, launchLinkSearch, PATHS, PORTAL_CLIENT_ID } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canSeeUser, centerRole, requireCenterAdmin } from '../../auth/access';
import { HUB_CLIENT_ID } from '../../auth/clients';
import { badRequest, forbidden, HttpError, notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { getOrCreateSetting, randomSecret } from '../../lib/settings';
import { addDays, isoNow } from '../../lib/time';
import { NOT_YOUR_USER } from '../users/users.routes';
import { stripeIdOf } from '../../shared/users.repository';
import type { LaunchConfig } from '../../shared/launchConfig';
import { launchCaller } from './launch.caller';
import {
  hashLaunchToken,
  launchHmac,
  newLaunchToken,
  openLaunchPayload,
  sameHash,
  sealLaunchPayload,
} from './launch.crypto';

export const LINK_NOT_VALID = 'This login link is not valid.';
export const LINK_USED = 'This login link has already been used. Please open the portal from Holistic HUB again.';
export const LINK_EXPIRED = 'This login link has expired. Please open the portal from Holistic HUB again.';
export const HUB_ACCOUNT_REFUSED = 'This account is for the management hub and cannot sign in to the QIP Portal.';
export const NOT_A_USER_OF_CENTER = 'This user is not a user of that service.';

/** What the encrypted variant seals: the plain variant's fields. */
const SealedLaunchSchema = z.object({
  userId: z.string(),
  centerId: z.string().nullable(),
  stripeId: z.string().nullable(),
  accessToken: z.string(),
  counter: z.string(),
});

const gone = (message: string) => new HttpError(410, message);

export interface LaunchRoutesOptions {
  config: LaunchConfig;
  tokenTtlSeconds: number;
  now: () => Date;
}

export default async function launchRoutes(app: FastifyInstance, options: LaunchRoutesOptions) {
  const secret = options.config.secret ?? (await getOrCreateSetting(app.db, 'launch_secret', randomSecret));

  const portalOrigin = (request: FastifyRequest) => options.config.publicUrl ?? `${request.protocol}://${request.host}`;

  registerEndpoint(app, endpoints.launch.createLink, async ({ body, request }) => {
    const caller = await launchCaller(app, request);
    if (caller.kind === 'admin') {
      const auth = { user: caller.user, clientId: PORTAL_CLIENT_ID, viewer: false };
      if (!(await canSeeUser(app.db, auth, body.user_id))) throw forbidden(NOT_YOUR_USER);
      if (body.center_id) await requireCenterAdmin(app.db, auth, body.center_id);
    }
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', body.user_id).executeTakeFirst();
    if (!user) throw notFound('There is no such user.');
    if (user.user_type === 'SUPER_ADMIN') throw forbidden(HUB_ACCOUNT_REFUSED);
    if (body.center_id && !(await centerRole(app.db, user.id, body.center_id))) {
      throw badRequest(NOT_A_USER_OF_CENTER, [{ field: 'body.center_id', message: NOT_A_USER_OF_CENTER }]);
    }

    // An administrator looking at someone else's portal only ever gets to look.
    const viewer = body.viewer || (caller.kind === 'admin' && caller.user.id !== user.id);
    const now = options.now();
    const expiresAt = new Date(now.getTime() + options.config.linkTtlSeconds * 1000);
    const token = newLaunchToken();
    const { count } = await app.db
      .selectFrom('launch_links')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const counter = Number(count) + 1;

    // Links expired a day ago are of no further use to anyone.
    await app.db
      .deleteFrom('launch_links')
      .where('expires_at', '<', isoNow(addDays(now, -1)))
      .execute();
    await app.db
      .insertInto('launch_links')
      .values({
        id: newId(),
        token_hash: hashLaunchToken(token),
        user_id: user.id,
        center_id: body.center_id ?? null,
        viewer: viewer ? 1 : 0,
        target: body.target ?? null,
        counter,
        created_by: caller.kind === 'hub' ? HUB_CLIENT_ID : caller.user.id,
        expires_at: isoNow(expiresAt),
        used_at: null,
        created_at: isoNow(now),
      })
      .execute();

    const stripeId = await stripeIdOf(app.db, user.account_id);
    const fields = {
      userId: user.id,
      centerId: body.center_id ?? null,
      stripeId,
      accessToken: token,
      counter: String(counter),
    };
    const target = body.target ?? null;
    let search: string;
    if (body.variant === 'encrypted') {
      const auth = sealLaunchPayload(secret, fields);
      search = launchLinkSearch({
        tokenHash: launchHmac(secret, token),
        auth,
        authHash: launchHmac(secret, auth),
        target,
      });
    } else {
      search = launchLinkSearch({ ...fields, target });
    }
    const url = `${portalOrigin(request)}${PATHS.hubLaunchRedirect}${search}`;
    return { url, expires_at: isoNow(expiresAt), counter, viewer };
  });

  registerEndpoint(app, endpoints.launch.openSession, async ({ body }) => {
    let fields: z.infer<typeof SealedLaunchSchema>;
    if (body.auth !== undefined) {
      if (!sameHash(launchHmac(secret, body.auth), body.authHash ?? '')) throw forbidden(LINK_NOT_VALID);
      const sealed = SealedLaunchSchema.safeParse(openLaunchPayload(secret, body.auth));
      if (!sealed.success) throw forbidden(LINK_NOT_VALID);
      if (!sameHash(launchHmac(secret, sealed.data.accessToken), body.tokenHash ?? '')) throw forbidden(LINK_NOT_VALID);
      fields = sealed.data;
    } else {
      fields = {
        userId: body.userId ?? '',
        centerId: body.centerId ?? null,
        stripeId: body.stripeId ?? null,
        accessToken: body.accessToken ?? '',
        counter: body.counter ?? '',
      };
    }

    const link = await app.db
      .selectFrom('launch_links')
      .selectAll()
      .where('token_hash', '=', hashLaunchToken(fields.accessToken))
      .executeTakeFirst();
    const matches =
      link &&
      link.user_id === fields.userId &&
      String(link.counter) === fields.counter &&
      (fields.centerId ?? null) === link.center_id;
    if (!link || !matches) throw forbidden(LINK_NOT_VALID);
    if (link.used_at) throw gone(LINK_USED);
    const now = options.now();
    if (new Date(link.expires_at).getTime() <= now.getTime()) throw gone(LINK_EXPIRED);

    // Used once: of two requests racing with the same link, only one updates the row.
    const used = await app.db
      .updateTable('launch_links')
      .set({ used_at: isoNow(now) })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw gone(LINK_USED);

    const user = await app.db.selectFrom('users').selectAll().where('id', '=', link.user_id).executeTakeFirst();
    if (!user) throw forbidden(LINK_NOT_VALID);
    if (user.user_type === 'SUPER_ADMIN') throw forbidden(HUB_ACCOUNT_REFUSED);
    const stillMember = link.center_id ? await centerRole(app.db, user.id, link.center_id) : null;
    const stripeId = await stripeIdOf(app.db, user.account_id);

    const viewer = link.viewer === 1;
    const accessToken = await app.tokens.sign(
      { userId: user.id, clientId: link.created_by === HUB_CLIENT_ID ? HUB_CLIENT_ID : PORTAL_CLIENT_ID, viewer },
      options.tokenTtlSeconds,
    );
    return {
      accessToken,
      expiresIn: options.tokenTtlSeconds,
      userId: user.id,
      centerId: stillMember ? link.center_id : null,
      stripeId,
      viewer,
      target: link.target,
    };
  });
}
