import Fastify, { type FastifyBaseLogger } from 'fastify';
import { lazyChildLoggerFactory } from './lazyRequestLogger';

/** An app logging JSON lines into `lines`, each request's logger made lazily. */
function appLoggingTo(lines: Array<Record<string, unknown>>) {
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level: 'info', stream }, childLoggerFactory: lazyChildLoggerFactory });
  app.get('/chatty', (request, reply) => {
    request.log.info({ step: 1 }, 'first');
    request.log.warn('second');
    request.log.debug('below the level');
    return reply.send({ ok: true });
  });
  return app;
}

describe("a request's logger, made when first used", () => {
  it("logs with the request's id, as the app's own child would", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines);
    const reply = await app.inject({ method: 'GET', url: '/chatty' });
    expect(reply.statusCode).toBe(200);
    const logged = lines.filter((line) => line.msg === 'first' || line.msg === 'second');
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'first', step: 1, level: 30 }),
      expect.objectContaining({ msg: 'second', level: 40 }),
    ]);
    expect(typeof logged[0]?.reqId).toBe('string');
    expect(logged[0]?.reqId).toBe(logged[1]?.reqId);
    expect(lines.some((line) => line.msg === 'below the level')).toBe(false);
    await app.close();
  });

  it('makes no child for a request that logs nothing', () => {
    const child = jest.fn();
    const parent = { child } as unknown as FastifyBaseLogger;
    const logger = lazyChildLoggerFactory.call(Fastify(), parent, { reqId: 'req-1' }, {}, {} as never);
    expect(child).not.toHaveBeenCalled();
    const made = { info: jest.fn(), level: 'info' };
    child.mockReturnValue(made);
    logger.info('hello');
    logger.info('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'req-1' }, {});
    expect(made.info).toHaveBeenCalledTimes(2);
    expect(made.info).toHaveBeenLastCalledWith('again');
    expect(logger.level).toBe('info');
  });
});
