import { move, transferableSymbol, valueSymbol } from 'piscina';

/** In a worker: the document's bytes, moved back to the main thread rather than copied. */
export function movedToMainThread(bytes: Uint8Array) {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return move({ [transferableSymbol]: [own.buffer], [valueSymbol]: own });
}
