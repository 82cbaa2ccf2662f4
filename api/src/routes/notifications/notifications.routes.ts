import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember } from '../../auth/access';
import { forbidden } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { serviceRequestMail } from './notifications.mail';

export const NOT_YOUR_REQUEST = 'You can only send a request in your own name.';

export default async function notificationRoutes(app: FastifyInstance, options: { now: () => Date }) {
  /**
   * 'Add a new service' request: stored first (so nothing is lost if mail fails), then mailed
   * to the operator. A failed mail is logged and marked on the stored request; the requester
   * is still told it was received, because the operator can see it.
   */
  registerEndpoint(app, endpoints.notifications.serviceRequest, async ({ auth, body }) => {
    await requireCenterMember(app.db, auth, body.center_id);
    if (body.user_id !== auth.user.id) throw forbidden(NOT_YOUR_REQUEST);

    const id = newId();
    await app.db
      .insertInto('service_requests')
      .values({
        id,
        center_id: body.center_id,
        user_id: body.user_id,
        fname: body.fname,
        lname: body.lname,
        email: body.email,
        current_service_name: body.current_service_name,
        current_service_approval_number: body.current_service_approval_number,
        new_service_name: body.new_service_name,
        new_service_approval_number: body.new_service_approval_number,
        new_service_type: body.new_service_type,
        comments: body.comments,
        mail_status: 'pending',
        created_at: isoNow(options.now()),
      })
      .execute();

    const account = auth.user.account_id
      ? await app.db.selectFrom('accounts').select('name').where('id', '=', auth.user.account_id).executeTakeFirst()
      : undefined;
    let mailStatus: 'sent' | 'outbox' | 'failed';
    try {
      const delivery = await app.mail.send(
        serviceRequestMail(body, { operatorEmail: app.operatorEmail, accountName: account?.name ?? null }),
      );
      mailStatus = delivery.via === 'smtp' ? 'sent' : 'outbox';
    } catch (error) {
      app.log.error({ err: error, serviceRequestId: id }, 'the service request could not be mailed to the operator');
      mailStatus = 'failed';
    }
    await app.db.updateTable('service_requests').set({ mail_status: mailStatus }).where('id', '=', id).execute();
    return { ok: true as const };
  });
}
