import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { historyOfQuestion, restoreChange } from './history.service';

/** History (issue 17): the changes to a question's answer and what hangs off it; restoring a text. */
export default synchronousPlugin(function historyRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.history.list, ({ auth, query }) => historyOfQuestion(app.db, auth, query));

  registerEndpoint(app, endpoints.history.restore, ({ auth, params, body }) =>
    restoreChange(app.db, auth, params.id, body.value, options.now()),
  );
});
