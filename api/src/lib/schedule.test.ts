import Fastify from 'fastify';
import { FIRST_RUN_AFTER_MS, runEvery } from './schedule';

describe('runEvery', () => {
  // Fastify readies itself through setImmediate and process.nextTick, which stay real.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('runs first a second after the app is ready, then at every interval, and not once it is closed', async () => {
    const app = Fastify();
    const tick = jest.fn();
    runEvery(app, 60_000, tick);
    await app.ready();
    expect(tick).not.toHaveBeenCalled();

    jest.advanceTimersByTime(FIRST_RUN_AFTER_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000 - FIRST_RUN_AFTER_MS);
    expect(tick).toHaveBeenCalledTimes(2);

    await app.close();
    jest.advanceTimersByTime(120_000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('never runs for an app closed within its first second', async () => {
    const app = Fastify();
    const tick = jest.fn();
    runEvery(app, 60_000, tick);
    await app.ready();
    await app.close();
    jest.advanceTimersByTime(120_000);
    expect(tick).not.toHaveBeenCalled();
  });
});
