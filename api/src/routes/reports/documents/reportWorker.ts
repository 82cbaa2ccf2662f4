import { move, transferableSymbol, valueSymbol } from 'piscina';
import { renderReport } from './render';
import type { ReportSource } from './source';

// The worker thread's entry (Piscina runs `makeReport` for each report): writing a document
// takes a while, and here it never holds the API's event loop. The file's memory moves back to
// the main thread rather than being copied.

export async function makeReport(source: ReportSource) {
  const bytes = await renderReport(source);
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return move({ [transferableSymbol]: [own.buffer], [valueSymbol]: own });
}
