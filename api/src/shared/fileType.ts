import {
  ATTACHMENT_MESSAGES,
  EVIDENCE_MESSAGES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PIXELS,
  LOGO_CONTENT_TYPES,
} from '@qip/shared-contracts';

// What type the bytes of an uploaded file are, and whether an upload may be of that type. The
// type comes from the bytes alone (magic numbers), never from the name or the type a browser
// claims. Programs and scripts are recognised here so every upload can refuse them by name.

/** A type recognised from a file's bytes. */
export interface FileType {
  mime: string;
  /** The extension that goes with the type ('png'), used for stored keys and download names. */
  extension: string;
}

/** A decoded upload as the route gets it: its bytes, their type and, for an image, its declared size. */
export interface UploadedFile {
  bytes: Uint8Array;
  /** Null when the bytes match no known type. */
  type: FileType | null;
  width: number | null;
  height: number | null;
}

/** Kinds of file that run code where they are opened: refused by every upload. */
const PROGRAMS_AND_SCRIPTS = {
  elf: { mime: 'application/x-elf', extension: 'elf' },
  windows: { mime: 'application/x-msdownload', extension: 'exe' },
  macho: { mime: 'application/x-mach-binary', extension: 'macho' },
  java: { mime: 'application/java-vm', extension: 'class' },
  wasm: { mime: 'application/wasm', extension: 'wasm' },
  shell: { mime: 'text/x-shellscript', extension: 'sh' },
  html: { mime: 'text/html', extension: 'html' },
  svg: { mime: 'image/svg+xml', extension: 'svg' },
  javascript: { mime: 'text/javascript', extension: 'js' },
} as const satisfies Record<string, FileType>;

const PROGRAM_MIMES: ReadonlySet<string> = new Set(Object.values(PROGRAMS_AND_SCRIPTS).map((type) => type.mime));

/** Leading bytes of executables (ELF, Windows PE/MZ, Mach-O and fat binaries, WebAssembly). */
const EXECUTABLE_MAGIC: ReadonlyArray<{ bytes: readonly number[]; type: FileType }> = [
  { bytes: [0x7f, 0x45, 0x4c, 0x46], type: PROGRAMS_AND_SCRIPTS.elf },
  { bytes: [0x4d, 0x5a], type: PROGRAMS_AND_SCRIPTS.windows },
  { bytes: [0xfe, 0xed, 0xfa, 0xce], type: PROGRAMS_AND_SCRIPTS.macho },
  { bytes: [0xfe, 0xed, 0xfa, 0xcf], type: PROGRAMS_AND_SCRIPTS.macho },
  { bytes: [0xce, 0xfa, 0xed, 0xfe], type: PROGRAMS_AND_SCRIPTS.macho },
  { bytes: [0xcf, 0xfa, 0xed, 0xfe], type: PROGRAMS_AND_SCRIPTS.macho },
  // Mach-O universal binaries and Java classes share this start.
  { bytes: [0xca, 0xfe, 0xba, 0xbe], type: PROGRAMS_AND_SCRIPTS.macho },
  { bytes: [0x00, 0x61, 0x73, 0x6d], type: PROGRAMS_AND_SCRIPTS.wasm },
  { bytes: [0x23, 0x21], type: PROGRAMS_AND_SCRIPTS.shell },
];

/** Starts of a page a browser would run as HTML (the WHATWG MIME sniffing patterns). */
const HTML_START =
  /^<(!doctype html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|!--|\?xml|svg|math|object|embed|img|form|meta|link|base)[\s/>]/i;

/** Starts that only script text has. */
const SCRIPT_START =
  /^(#!|"use strict"|'use strict'|(async\s+)?function[\s*(]|\(function|!function|(var|let|const|import|export|class)\s|require\(|module\.exports|window\.|document\.|alert\()/;

/** The text at the start of the bytes, without a byte-order mark, NUL bytes (UTF-16) or leading blanks. */
function leadingText(bytes: Uint8Array): string {
  return Buffer.from(bytes.subarray(0, 1024))
    .toString('latin1')
    .replace(/^(\xef\xbb\xbf|\xfe\xff|\xff\xfe)/, '')
    .replace(/\0/g, '')
    .trimStart();
}

function programOrScript(bytes: Uint8Array): FileType | null {
  const executable = EXECUTABLE_MAGIC.find(({ bytes: magic }) => magic.every((byte, index) => bytes[index] === byte));
  if (executable) return executable.type;
  const text = leadingText(bytes);
  if (/^<\?xml[\s\S]*<svg[\s/>]/i.test(text) || /^<svg[\s/>]/i.test(text)) return PROGRAMS_AND_SCRIPTS.svg;
  if (HTML_START.test(text)) return PROGRAMS_AND_SCRIPTS.html;
  if (SCRIPT_START.test(text)) return PROGRAMS_AND_SCRIPTS.javascript;
  return null;
}

/** The type of the bytes: a program or script first, then every type file-type knows; null if none. */
export async function detectFileType(bytes: Uint8Array): Promise<FileType | null> {
  const program = programOrScript(bytes);
  if (program) return program;
  // file-type and image-size are loaded on the first upload, not at the API's start (issue 18).
  const { fileTypeFromBuffer } = await import('file-type/core');
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? { mime: detected.mime, extension: detected.ext } : null;
}

/** The pixel size an image's header declares; nulls for other files or an unreadable header. */
export async function declaredImageSize(bytes: Uint8Array): Promise<{ width: number | null; height: number | null }> {
  const { imageSize } = await import('image-size');
  try {
    const { width, height } = imageSize(bytes);
    return { width: width ?? null, height: height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

/** Detects the type and, for an image, the declared size of a decoded upload. */
export async function describeUpload(bytes: Uint8Array): Promise<UploadedFile> {
  const type = await detectFileType(bytes);
  const size = type?.mime.startsWith('image/') ? await declaredImageSize(bytes) : { width: null, height: null };
  return { bytes, type, ...size };
}

/**
 * The families of files people upload (accounts-billing spec section 9), as file-type names
 * their types. Logos take images; evidence takes them all.
 */
export const FILE_FAMILIES = {
  images: LOGO_CONTENT_TYPES,
  pdf: ['application/pdf'],
  zip: ['application/zip'],
  office: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  video: [
    'video/webm',
    'video/ogg',
    'video/mp4',
    'video/vnd.avi',
    'video/quicktime',
    'video/x-ms-asf',
    'application/vnd.ms-asf',
  ],
  audio: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'application/ogg'],
} as const satisfies Record<string, readonly string[]>;

/** What one kind of upload accepts, and what it says about anything else. */
export interface UploadRules {
  types: readonly string[];
  /** The message for a file of another type. */
  otherType: string;
}

/** A centre's logo: a raster image a browser shows safely. */
export const LOGO_UPLOADS: UploadRules = { types: FILE_FAMILIES.images, otherType: ATTACHMENT_MESSAGES.notAnImage };

/** Evidence of a Yes answer: any of the families (documents, images, archives, video, audio). */
export const EVIDENCE_UPLOADS: UploadRules = {
  types: Object.values(FILE_FAMILIES).flat(),
  otherType: EVIDENCE_MESSAGES.otherType,
};

/**
 * Why an upload may not be kept under these rules (a message for the person), or null when it
 * may: a program or script, a type the rules do not take, or an image of absurd declared size.
 */
export function uploadProblem(file: UploadedFile, rules: UploadRules): string | null {
  if (file.type && PROGRAM_MIMES.has(file.type.mime)) return ATTACHMENT_MESSAGES.programOrScript;
  if (!file.type || !rules.types.includes(file.type.mime)) return rules.otherType;
  const { width, height } = file;
  if (
    width !== null &&
    height !== null &&
    (width > IMAGE_MAX_SIDE_PIXELS || height > IMAGE_MAX_SIDE_PIXELS || width * height > IMAGE_MAX_PIXELS)
  ) {
    return ATTACHMENT_MESSAGES.tooManyPixels;
  }
  return null;
}

/** Types a browser may show in the page (inline): raster images that cannot run anything. */
export const INLINE_SAFE_TYPES: ReadonlySet<string> = new Set(FILE_FAMILIES.images);
