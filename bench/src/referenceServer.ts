// The reference for the API's throughput: a bare Fastify (the API's own version) answering each
// route with a reply captured from the API, from memory. Run as its own process by the bench:
//   node --import tsx src/referenceServer.ts <port> <replies.json>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** A captured reply, as the bench writes it. */
export interface CapturedReply {
  method: 'GET' | 'POST';
  /** The route's path (no query). */
  path: string;
  status: number;
  headers: Record<string, string>;
  /** The body's bytes as sent (compressed when the API compressed it), base64. */
  body: string;
}

async function main() {
  const [port = '', file = ''] = process.argv.slice(2);
  const replies = JSON.parse(readFileSync(file, 'utf8')) as CapturedReply[];
  const app = Fastify({ logger: false });
  for (const reply of replies) {
    const body = Buffer.from(reply.body, 'base64');
    app.route({
      method: reply.method,
      url: reply.path,
      handler: (_request, response) => response.code(reply.status).headers(reply.headers).send(body),
    });
  }
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
