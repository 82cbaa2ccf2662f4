import { createTokenSigner } from './tokens';
import { createVerifiedTokens, hasExpired } from './verifiedTokens';

describe('verified tokens', () => {
  const claims = { sub: 'user-1', client_id: 'qip-portal', exp: 1_000, iat: 900 };

  it('expire at their exp second, as jose tells', () => {
    expect(hasExpired(claims, 999_999)).toBe(false);
    expect(hasExpired(claims, 1_000_000)).toBe(true);
  });

  it('are given again until they expire, then forgotten', () => {
    const verified = createVerifiedTokens();
    verified.remember('token', claims);
    expect(verified.get('token', 999_000)).toBe(claims);
    expect(verified.get('token', 1_000_000)).toBeUndefined();
    expect(verified.get('token', 999_000)).toBeUndefined();
    expect(verified.get('another', 999_000)).toBeUndefined();
  });

  it('never let a changed token through once the genuine one is known', async () => {
    const signer = createTokenSigner('a-secret-for-this-test-0123456789');
    const token = await signer.sign({ userId: 'user-1', clientId: 'qip-portal' }, 60);
    expect((await signer.verify(token))?.sub).toBe('user-1');
    expect((await signer.verify(token))?.sub).toBe('user-1');
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'user-2', client_id: 'qip-portal', exp: 4_102_444_800 }));
    expect(await signer.verify(`${header}.${forged.toString('base64url')}.${signature}`)).toBeNull();
    expect(await createTokenSigner('another-secret-0123456789-abcdefgh').verify(token)).toBeNull();
  });

  it('refuses a token once expired, though it was verified before', async () => {
    const signer = createTokenSigner('a-secret-for-this-test-0123456789');
    const token = await signer.sign({ userId: 'user-1', clientId: 'qip-portal' }, 1);
    expect(await signer.verify(token)).not.toBeNull();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      jest.setSystemTime(Date.now() + 5_000);
      expect(await signer.verify(token)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
