/** Characters a file name in a header must not carry: controls and invisible formatting (such as a right-to-left override). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** `encodeURIComponent` plus the characters RFC 5987's attr-char leaves out. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header (RFC 6266) for a file whatever its name: controls and path
 * separators removed, an ASCII `filename` for old clients (accents dropped, other characters
 * '_'), and the exact name as UTF-8 in `filename*` (RFC 5987).
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const name = fileName.replace(INVISIBLE, '').replace(/[/\\]/g, '_').trim() || 'file';
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
