import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import {
  countsOf,
  inboxOf,
  markRead,
  recipientsFor,
  removeMessage,
  sendMessage,
  viewMessage,
} from './messages.service';

/** The spec's message calls (inbox, counts, view, mark read, delete) and an administrator's compose. */
export default synchronousPlugin(function messagesRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.messages.counts, ({ auth, body }) => countsOf(app.db, auth, body.user_id));

  registerEndpoint(app, endpoints.messages.inbox, ({ auth, body }) => inboxOf(app.db, auth, body.user_id, body.page));

  registerEndpoint(app, endpoints.messages.view, ({ auth, body }) => viewMessage(app.db, auth, body.user_id, body.id));

  registerEndpoint(app, endpoints.messages.markRead, ({ auth, body }) => markRead(app.db, auth, body.user_id, body.id));

  registerEndpoint(app, endpoints.messages.remove, async ({ auth, body }) => {
    await removeMessage(app.db, auth, body.user_id, body.message_id);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.messages.recipients, ({ auth, query }) =>
    recipientsFor(app.db, auth, query.center_id),
  );

  registerEndpoint(app, endpoints.messages.send, ({ auth, body }) => sendMessage(app.db, auth, body, options.now()));
});
