import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireCenterMember } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { centerUsers, taskCounts } from './tasks.repository';
import { createTask, editTask, listTasks, removeTask, taskOfMember } from './tasks.service';

export interface TasksRoutesOptions {
  now: () => Date;
  /** The portal's public address (PUBLIC_URL) for links in mails; the request's own when unset. */
  publicUrl: string | null;
}

/** /api/tasks (list, one, counts, create, update, remove) and the users a task can be given to. */
export default synchronousPlugin(function tasksRoutes(app: FastifyInstance, options: TasksRoutesOptions) {
  const portalOrigin = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  registerEndpoint(app, endpoints.tasks.list, ({ auth, query }) => listTasks(app.db, auth, query, options.now()));

  registerEndpoint(app, endpoints.tasks.byId, ({ auth, params }) => taskOfMember(app.db, auth, params.id));

  registerEndpoint(app, endpoints.tasks.counts, async ({ auth, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    return taskCounts(app.db, query.center_id);
  });

  registerEndpoint(app, endpoints.tasks.create, ({ auth, body, request }) =>
    createTask(app, auth, body, options.now(), portalOrigin(request)),
  );

  registerEndpoint(app, endpoints.tasks.update, ({ auth, params, body, request }) =>
    editTask(app, auth, params.id, body, options.now(), portalOrigin(request)),
  );

  registerEndpoint(app, endpoints.tasks.remove, async ({ auth, params }) => {
    await removeTask(app.db, auth, params.id, options.now());
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.tasks.centerUsers, async ({ auth, params }) => {
    await requireCenterMember(app.db, auth, params.id);
    return centerUsers(app.db, params.id);
  });
});
