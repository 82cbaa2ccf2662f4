import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { synchronousPlugin } from '../http/synchronousPlugin';
import { createUploadWorkers, type UploadWorkers } from '../http/uploads/uploadWorkers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads that parse and decode upload bodies off the event loop. */
    uploadWorkers: UploadWorkers;
  }
}

/** `app.uploadWorkers`, started at the first upload and stopped with the app. */
export default fp(
  synchronousPlugin(function uploadWorkersPlugin(app: FastifyInstance) {
    const workers = createUploadWorkers();
    app.decorate('uploadWorkers', workers);
    app.addHook('onClose', () => workers.close());
  }),
  { name: 'upload-workers' },
);
