import { requestTooLargeMessage, type ApiErrorBody, type FieldError } from '@qip/shared-contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, OAuthError, SaveConflictError, STATUS_TEXT, validationMessage } from '../http/httpError';
import { synchronousPlugin } from '../http/synchronousPlugin';

function body(statusCode: number, message: string, fields?: FieldError[], redirect?: string): ApiErrorBody {
  return {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(fields ? { fields } : {}),
    ...(redirect ? { redirect } : {}),
  };
}

/** The prefix of Fastify's errors of reading a request's body (FST_ERR_CTP_INVALID_JSON_BODY, ...). */
const BODY_PARSE_ERROR = 'FST_ERR_CTP_';

/** `body/email` or `/email` from the validator, as `body.email`. */
function fieldName(context: string | undefined, instancePath: string): string {
  const where = (context ?? 'body').replace(/^querystring$/, 'query');
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path ? `${where}.${path}` : where;
}

/**
 * One error shape for the whole API: bad input is a 400 naming each field, a route's own
 * refusal keeps its status and message, anything unexpected is a logged 500 that reveals nothing.
 */
export default fp(
  synchronousPlugin(function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => ({
          field: fieldName(error.validationContext, issue.instancePath),
          message: issue.message ?? 'is not valid',
        }));
        return reply.code(400).send(body(400, validationMessage(fields), fields));
      }

      if (error instanceof OAuthError) {
        return reply.code(error.statusCode).send({
          statusCode: error.statusCode,
          error: error.oauthError,
          error_description: error.message,
          message: error.message,
        });
      }

      if (error instanceof SaveConflictError) {
        return reply.code(409).send({ ...body(409, error.message), current: error.current });
      }

      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.fields, error.redirect));
      }

      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.'));
      }

      // A body over its route's limit: the limit in MB, or the route's own words (an upload's file size).
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const message =
          request.routeOptions.config.bodyTooLargeMessage ?? requestTooLargeMessage(request.routeOptions.bodyLimit);
        return reply.code(413).send(body(413, message, [{ field: 'body', message }]));
      }

      // Fastify's own client errors. Those of reading the body (not JSON, empty, an unsupported
      // content type) name the body, as a validation error names its field.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Typed as a string, but an error thrown by other code may carry no code at all.
        const code: unknown = error.code;
        const parsingBody = typeof code === 'string' && code.startsWith(BODY_PARSE_ERROR);
        const fields = parsingBody ? [{ field: 'body', message: error.message }] : undefined;
        return reply.code(status).send(body(status, error.message, fields));
      }

      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.'));
    });
  }),
  { name: 'errors' },
);
