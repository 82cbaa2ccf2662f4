import { parseStoredSession } from './session';

describe('parseStoredSession', () => {
  const stored = { accessToken: 'a.b.c', userId: 'priya', centerId: 'ringwood', stripeId: null, viewer: false };

  it('reads back the session the portal kept, and only its fields', () => {
    expect(parseStoredSession(stored)).toEqual(stored);
    expect(parseStoredSession({ ...stored, centerId: null, stripeId: 'cus_1', extra: 1 })).toEqual({
      ...stored,
      centerId: null,
      stripeId: 'cus_1',
    });
  });

  it.each([
    ['no token', { ...stored, accessToken: '' }],
    ['no user', { ...stored, userId: undefined }],
    ['a service that is not text', { ...stored, centerId: 7 }],
    ['no viewer flag', { ...stored, viewer: 'no' }],
    ['no payment customer field', { ...stored, stripeId: undefined }],
    ['not an object', 'a.b.c'],
    ['nothing', null],
  ])('refuses a value with %s', (_, value) => {
    expect(parseStoredSession(value)).toBeNull();
  });
});
