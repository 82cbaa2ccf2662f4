import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/httpError';

const NUL = '\u0000';
const NUL_MESSAGE = 'must not contain a NUL character';

/**
 * The path ('body.rooms.0.name') of the first text in a request part that holds a NUL character,
 * in a value or a key, or null when there is none. Walked without recursion, so deeply nested
 * input cannot exhaust the stack.
 */
function pathOfNul(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, root]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, path] = item;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (ArrayBuffer.isView(current)) {
      // A decoded upload's bytes are a file, not text (and walking ten million of them would block).
      continue;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = `${path}.${key}`;
        if (key.includes(NUL)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Whether the request's address could hold a NUL character: its path and query are decoded from
 * it, and a NUL can only come from `%00` (the HTTP parser refuses a raw one; checked anyway).
 */
const addressMayHoldNul = (url: string) => url.includes('%00') || url.includes(NUL);

/**
 * Text PostgreSQL cannot store (a NUL character) is bad input on every route: a 400 naming the
 * field, before validation and before any route reads it, on SQLite and PostgreSQL alike. The
 * path and query are walked only when the address has a `%00` (this hook runs on every request).
 */
export default fp(
  function storableTextPlugin(app: FastifyInstance, _options: unknown, done: () => void) {
    app.addHook('preValidation', (request, _reply, next) => {
      const parts: [string, unknown][] = addressMayHoldNul(request.url)
        ? [
            ['params', request.params],
            ['query', request.query],
            ['body', request.body],
          ]
        : [['body', request.body]];
      for (const [part, value] of parts) {
        const field = pathOfNul(value, part);
        if (field) return next(badRequest(`${field}: ${NUL_MESSAGE}`, [{ field, message: NUL_MESSAGE }]));
      }
      next();
    });
    done();
  },
  { name: 'storable-text' },
);
