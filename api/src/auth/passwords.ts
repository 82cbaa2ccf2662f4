import { hash, verify } from '@node-rs/argon2';

// Argon2id (memory-hard), with the library's recommended parameters.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash, so checking an unknown email costs as long as checking a known one.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
