import { deflateRawSync } from 'node:zlib';
import { ATTACHMENT_MESSAGES } from '@qip/shared-contracts';
import { describeUpload, detectFileType, FILE_FAMILIES, LOGO_UPLOADS, uploadProblem } from './fileType';

const bytes = (...parts: Array<string | number[] | Buffer>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const uint32le = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};

/** A zip file holding one deflated file (enough for a reader of its first entry). */
function zipOf(name: string, content: string): Buffer {
  const data = deflateRawSync(Buffer.from(content));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

describe('the type of uploaded bytes', () => {
  it.each([
    [
      'image/png',
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0', Buffer.alloc(32))],
    ['image/gif', bytes('GIF89a', Buffer.alloc(32))],
    ['image/webp', bytes('RIFF', uint32le(40), 'WEBPVP8 ', Buffer.alloc(32))],
    ['application/pdf', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', Buffer.alloc(32))],
    ['application/zip', zipOf('photos/notes.txt', 'hello')],
    ['audio/wav', bytes('RIFF', uint32le(40), 'WAVEfmt ', Buffer.alloc(32))],
    ['audio/mpeg', bytes([0xff, 0xfb, 0x90, 0x64], Buffer.alloc(413))],
    ['video/vnd.avi', bytes('RIFF', uint32le(40), 'AVI LIST', Buffer.alloc(32))],
    ['video/mp4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2', Buffer.alloc(32))],
    ['video/quicktime', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  ', Buffer.alloc(32))],
  ])('finds %s from the bytes alone', async (mime, file) => {
    expect((await detectFileType(file))?.mime).toBe(mime);
    const families: readonly string[] = Object.values(FILE_FAMILIES).flat();
    expect(families).toContain(mime);
  });

  it.each([
    ['an ELF program', bytes([0x7f], 'ELF', [2, 1, 1], Buffer.alloc(32)), 'application/x-elf'],
    ['a Windows program', bytes('MZ', Buffer.alloc(62)), 'application/x-msdownload'],
    ['a Mach-O program', bytes([0xcf, 0xfa, 0xed, 0xfe], Buffer.alloc(32)), 'application/x-mach-binary'],
    ['a shell script', bytes('#!/usr/bin/env bash\nrm -rf ~\n'), 'text/x-shellscript'],
    ['an HTML page with a byte-order mark', bytes([0xef, 0xbb, 0xbf], '<!doctype html><p>hi'), 'text/html'],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['JavaScript', bytes('"use strict";\nfetch("/api")'), 'text/javascript'],
  ])('recognises %s', async (_what, file, mime) => {
    expect((await detectFileType(file))?.mime).toBe(mime);
  });

  it('knows nothing of plain text', async () => {
    expect(await detectFileType(bytes('Our centre philosophy'))).toBeNull();
  });
});

describe('whether an upload may be kept', () => {
  const png = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR', [0, 0, 0, 200, 0, 0, 0, 100, 8, 2, 0, 0, 0]);

  it('takes a logo that is a raster image, with its declared size', async () => {
    const file = await describeUpload(png);
    expect(file).toMatchObject({ type: { mime: 'image/png', extension: 'png' }, width: 200, height: 100 });
    expect(uploadProblem(file, LOGO_UPLOADS)).toBeNull();
  });

  it('refuses programs and scripts by name, and other types with the rules’ own words', async () => {
    expect(uploadProblem(await describeUpload(bytes('#!/bin/sh')), LOGO_UPLOADS)).toBe(
      ATTACHMENT_MESSAGES.programOrScript,
    );
    expect(uploadProblem(await describeUpload(bytes('%PDF-1.4\n')), LOGO_UPLOADS)).toBe(ATTACHMENT_MESSAGES.notAnImage);
    expect(uploadProblem(await describeUpload(bytes('plain text')), LOGO_UPLOADS)).toBe(ATTACHMENT_MESSAGES.notAnImage);
  });

  it('refuses an image declaring more than 10000 pixels a side or 40 megapixels', async () => {
    const image = await describeUpload(png);
    expect(uploadProblem({ ...image, width: 10_001, height: 1 }, LOGO_UPLOADS)).toBe(ATTACHMENT_MESSAGES.tooManyPixels);
    expect(uploadProblem({ ...image, width: 7_000, height: 7_000 }, LOGO_UPLOADS)).toBe(
      ATTACHMENT_MESSAGES.tooManyPixels,
    );
    expect(uploadProblem({ ...image, width: 10_000, height: 4_000 }, LOGO_UPLOADS)).toBeNull();
  });
});
