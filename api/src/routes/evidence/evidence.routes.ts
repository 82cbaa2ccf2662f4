import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import {
  createEvidence,
  editEvidence,
  linkEvidence,
  listForResult,
  listLibrary,
  removeEvidence,
  unlinkEvidence,
} from './evidence.service';

/** The evidence of Yes answers and the service's evidence library; files download through /api/uploads/{id}. */
export default synchronousPlugin(function evidenceRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.evidence.list, ({ auth, query }) => listForResult(app, auth, query.cqr_id));

  registerEndpoint(app, endpoints.evidence.library, ({ auth, query }) =>
    listLibrary(app, auth, query.center_id, query.search),
  );

  registerEndpoint(app, endpoints.evidence.create, ({ auth, body }) => createEvidence(app, auth, body, options.now()));

  registerEndpoint(app, endpoints.evidence.update, ({ auth, params, body }) =>
    editEvidence(app, auth, params.id, body, options.now()),
  );

  registerEndpoint(app, endpoints.evidence.remove, async ({ auth, params, query }) => {
    await removeEvidence(app, auth, params.id, query.confirm ?? false, options.now());
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.evidence.link, ({ auth, params, body }) =>
    linkEvidence(app, auth, params.id, body.cqr_id, options.now()),
  );

  registerEndpoint(app, endpoints.evidence.unlink, async ({ auth, params }) => {
    await unlinkEvidence(app, auth, params.id, params.cqr_id, options.now());
    return { ok: true as const };
  });
});
