import { move, transferableSymbol, valueSymbol } from 'piscina';
import { decodeUploadBody, type UploadTask } from './decodeUploadBody';

// The worker thread's entry (Piscina runs `decodeUpload` for each task). The decoded files'
// memory moves back to the main thread rather than being copied.

export async function decodeUpload(task: UploadTask) {
  const outcome = await decodeUploadBody(task);
  const buffers = outcome.ok ? outcome.files.map((file) => file.bytes.buffer) : [];
  return move({ [transferableSymbol]: buffers, [valueSymbol]: outcome });
}
