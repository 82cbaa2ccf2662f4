// Argon2id (memory-hard), with the library's recommended parameters. The native module is loaded
// on the first hash or check, not at the API's start (issue 18).
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password);
}

// A real hash, so checking an unknown email costs as long as checking a known one.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
