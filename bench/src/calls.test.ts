import { callsMadeTwice, describeCalls } from './calls';

const get = (url: string) => ({ method: 'GET', url, body: null });

describe('the calls a page made', () => {
  it('lists each once in the order first made and flags repeats', () => {
    const calls = [
      get('/api/user'),
      get('/api/nqa'),
      get('/api/user'),
      { method: 'POST', url: '/api/nqa', body: '{}' },
    ];
    expect(callsMadeTwice(calls)).toEqual(['GET /api/user']);
    expect(describeCalls(calls)).toEqual(['GET /api/user  ×2  MORE THAN ONCE', 'GET /api/nqa', 'POST /api/nqa']);
  });
});
