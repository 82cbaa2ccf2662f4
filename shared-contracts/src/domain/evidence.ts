// Evidence of a Yes answer (assessment spec: 'Evidence modal', 'Evidence' in section 4, the
// evidence upload rules of section 5): the wording both sides show, and the pure rules the modal
// and the API share (web addresses, file families, comment text, where an item is used).
import { ATTACHMENT_MESSAGES, DEFAULT_UPLOAD_MAX_BYTES } from './uploads';

/** What an evidence item is: an uploaded document or image, a web address, or a comment. */
export const EVIDENCE_TITLES = ['evidence', 'link', 'comment'] as const;
export type EvidenceTitle = (typeof EVIDENCE_TITLES)[number];

export const EVIDENCE_TITLE_LABELS: Readonly<Record<EvidenceTitle, string>> = {
  evidence: 'Evidence',
  link: 'Link',
  comment: 'Comment',
};

/** The spec's words, kept as it writes them (its spelling included). */
export const EVIDENCE_MESSAGES = {
  title: 'Provide evidences',
  titleOfStrength: 'Provide evidences of your strength',
  defaultBanner: "Add or update your QIP/SAT evidences. These can be documents, image to support your 'YES' answers.",
  nameRequired: 'Please give the evidence documennt a filname.',
  invalidSelection: 'Selected images are not of valid type!',
  saved: 'Save Evidence',
  edited: 'Evidence edited',
  failed: 'Error has occured.',
  empty: 'No evidence yet',
  notAWebAddress: 'Please enter a web address that starts with http:// or https://',
  otherType:
    'This type of file cannot be kept as evidence. Please choose a PDF, an image (PNG, JPG, GIF or WebP), a Word, Excel or PowerPoint document, a ZIP file, a video or an audio file.',
  noFiles: 'Files can only be added to evidence of the Upload kind.',
} as const;

/** Memorable names, web addresses and comments may be this long. */
export const EVIDENCE_LABEL_MAX = 255;
export const EVIDENCE_URL_MAX = 2000;
export const EVIDENCE_COMMENT_MAX = 20_000;

/** 'N evidence(s) provided' (spec). */
export const evidenceCountText = (count: number) => `${count} evidence(s) provided`;

/** Only http and https addresses are links (a javascript: or data: address would run or hide content). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The families of files people upload (accounts-billing spec section 9), for their icons. */
export const FILE_FAMILY_NAMES = [
  'pdf',
  'image',
  'zip',
  'video',
  'audio',
  'excel',
  'powerpoint',
  'word',
  'other',
] as const;
export type FileFamily = (typeof FILE_FAMILY_NAMES)[number];

/** Extensions of each family (spec), plus the types file-type names for them. */
const FAMILY_EXTENSIONS: Readonly<Record<Exclude<FileFamily, 'other'>, readonly string[]>> = {
  pdf: ['pdf'],
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  zip: ['zip'],
  video: ['webm', 'wmv', 'ogg', 'ogv', 'mp4', 'avi', 'mov', 'asf'],
  audio: ['mp3', 'wav', 'wave', 'oga'],
  excel: ['xlsx'],
  powerpoint: ['pptx'],
  word: ['docx'],
};

const FAMILY_TYPES: ReadonlyArray<[RegExp, FileFamily]> = [
  [/^application\/pdf$/, 'pdf'],
  [/^image\//, 'image'],
  [/^application\/(x-)?zip(-compressed)?$/, 'zip'],
  [/^video\//, 'video'],
  [/^application\/vnd\.ms-asf$/, 'video'],
  [/^audio\//, 'audio'],
  [/spreadsheetml/, 'excel'],
  [/presentationml/, 'powerpoint'],
  [/wordprocessingml/, 'word'],
];

/** 'report.PDF' → 'pdf'; '' when the name has none. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/** The family of a file, from its type when known, otherwise from its name's extension. */
export function fileFamily(file: { name: string; type?: string | null }): FileFamily {
  const byType = file.type ? FAMILY_TYPES.find(([pattern]) => pattern.test(file.type ?? '')) : undefined;
  if (byType) return byType[1];
  const extension = extensionOf(file.name);
  return (
    FILE_FAMILY_NAMES.find((family) => family !== 'other' && FAMILY_EXTENSIONS[family].includes(extension)) ?? 'other'
  );
}

/** What the file chooser offers: every extension of the families evidence takes. */
export const EVIDENCE_ACCEPT = Object.values(FAMILY_EXTENSIONS)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

/** Images the browser can preview from the chosen file (spec: png, jpg, jpeg, gif; svg is refused as script). */
const PREVIEW_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export function isPreviewableImage(file: { name: string; type?: string | null }): boolean {
  return fileFamily(file) === 'image' && PREVIEW_EXTENSIONS.includes(extensionOf(file.name));
}

/** Names of programs, scripts and web pages: refused before sending (the API refuses their bytes anyway). */
const PROGRAM_EXTENSIONS = new Set([
  'exe',
  'msi',
  'dll',
  'com',
  'scr',
  'bat',
  'cmd',
  'ps1',
  'vbs',
  'sh',
  'bash',
  'app',
  'dmg',
  'jar',
  'apk',
  'js',
  'mjs',
  'html',
  'htm',
  'xhtml',
  'svg',
  'php',
  'py',
  'wasm',
]);

/** What the browser can tell of a chosen file before sending it: the message, or null. */
export function evidenceFileProblem(
  file: { name: string; size: number },
  maxBytes: number = DEFAULT_UPLOAD_MAX_BYTES,
): string | null {
  if (PROGRAM_EXTENSIONS.has(extensionOf(file.name))) return ATTACHMENT_MESSAGES.programOrScript;
  if (file.size > maxBytes) return ATTACHMENT_MESSAGES.tooLarge(maxBytes);
  if (file.size === 0) return ATTACHMENT_MESSAGES.unreadable;
  return null;
}

/** 'a', 'a and b', 'a, b and c': element labels once each, in the order given. */
export function joinLabels(labels: readonly string[]): string {
  const once = [...new Set(labels)];
  if (once.length <= 1) return once[0] ?? '';
  return `${once.slice(0, -1).join(', ')} and ${once[once.length - 1] ?? ''}`;
}

/** The question before deleting an item other questions use too. */
export const usedElsewhereQuestion = (labels: readonly string[]) =>
  `This evidence is also used for ${joinLabels(labels)}. Delete it everywhere?`;

export const DELETE_EVIDENCE_QUESTION = 'Are you sure you want to delete this evidence?';

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Typed text as the comment's HTML: a paragraph per blank-line block, line breaks kept, nothing else. */
export function commentTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** A comment's HTML as the text to edit it in: paragraphs and line breaks kept, other markup dropped. */
export function commentHtmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const DISPLAY_DATE = new Map<string, Intl.DateTimeFormat>();

/**
 * DD/MM/YYYY (spec section 9): comment dates in Sydney time, others in the viewer's own time
 * zone (`undefined`).
 */
export function formatDisplayDate(iso: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = DISPLAY_DATE.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
    DISPLAY_DATE.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** Comment dates are shown in Sydney time (spec section 9). */
export const COMMENT_TIME_ZONE = 'Australia/Sydney';
