import Fastify from 'fastify';
import { synchronousPlugin } from './synchronousPlugin';

describe('a synchronous plugin', () => {
  it('sets up its routes, with its options, before the server is ready', async () => {
    const app = Fastify();
    await app.register(
      synchronousPlugin(function greetingRoutes(routes, options: { greeting: string }) {
        routes.get('/greeting', () => Promise.resolve({ greeting: options.greeting }));
      }),
      { greeting: 'hello' },
    );
    const response = await app.inject({ method: 'GET', url: '/greeting' });
    expect(response.json()).toEqual({ greeting: 'hello' });
    await app.close();
  });

  it('rejects register with its set-up error instead of throwing it out of Fastify', async () => {
    const app = Fastify();
    const failing = synchronousPlugin(function failingRoutes() {
      throw new Error('set-up failed');
    });
    await expect(app.register(failing)).rejects.toThrow('set-up failed');
    await app.close();
  });

  it('keeps the name of its set-up, which Fastify reports', () => {
    expect(synchronousPlugin(function usersRoutes() {}).name).toBe('usersRoutes');
  });
});
