import { ATTACHMENT_MESSAGES, type Endpoint } from '@qip/shared-contracts';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { synchronousPlugin } from '../synchronousPlugin';
import { uploadBodyLimit } from './bodyLimits';
import { fileFieldsOf } from './fileFields';
import { readBody } from './readBody';

/**
 * Serves an upload endpoint (`bodyLimit: 'upload'`): its body may be as large as a file of
 * UPLOAD_MAX_BYTES needs, only JSON is taken, and the JSON is parsed, validated and its files
 * decoded in a worker thread, so the event loop stays free while megabytes are handled.
 */
export function registerUploadRoute(app: FastifyInstance, endpoint: Endpoint, route: RouteOptions): void {
  if (fileFieldsOf(endpoint.body).length === 0) {
    throw new Error(`${endpoint.method} ${endpoint.path} takes uploads but its body has no FileDataUrlSchema field`);
  }
  // Bodies the workers decoded; anything else (no body at all) is validated here as usual.
  const decoded = new WeakSet<object>();
  const validateParts: FastifySchemaCompiler<z.ZodType> = (part) => {
    const validate = validatorCompiler(part);
    return part.httpPart === 'body'
      ? (data: unknown) =>
          typeof data === 'object' && data !== null && decoded.has(data) ? { value: data } : validate(data)
      : validate;
  };

  const bodyLimit = uploadBodyLimit(app.uploadMaxBytes);
  void app.register(
    synchronousPlugin(function uploadScope(scope) {
      scope.setValidatorCompiler(validateParts);
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('application/json', async (request: FastifyRequest, payload: IncomingMessage) => {
        const body = await readBody(payload, request.headers['content-length'], bodyLimit);
        const value = await app.uploadWorkers.decode(endpoint, body, app.uploadMaxBytes);
        decoded.add(value);
        return value;
      });
      // The caller is authenticated before the body is read, not after it is decoded.
      const { preHandler: authenticate, ...rest } = route;
      scope.route({
        ...rest,
        ...(authenticate ? { onRequest: authenticate } : {}),
        bodyLimit,
        config: { bodyTooLargeMessage: ATTACHMENT_MESSAGES.tooLarge(app.uploadMaxBytes) },
      });
    }),
  );
}
