import { deflateSync } from 'node:zlib';

// Small PNG pictures drawn in code for the demo (a logo, photos for evidence), so the demo needs
// no binary files.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = readonly [number, number, number];

/** An RGB PNG whose pixel at (x, y) is `colourAt(x, y)`. */
export function drawPng(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = colourAt(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WHITE: Rgb = [255, 255, 255];
const SUN: Rgb = [246, 174, 45];
const SUN_CORE: Rgb = [250, 204, 21];
const NAVY: Rgb = [29, 78, 137];

/** The distance from (0, 0) to (dx, dy): Math.hypot is many times slower, per pixel. */
const distanceOf = (dx: number, dy: number) => Math.sqrt(dx * dx + dy * dy);

/**
 * Each picture is drawn once per process and the same bytes given after (the seed stores the
 * same photo for several evidence items, and the API tests seed a database per suite).
 */
function drawnOnce<Args extends readonly unknown[]>(draw: (...args: Args) => Buffer): (...args: Args) => Buffer {
  const drawn = new Map<string, Buffer>();
  return (...args) => {
    const key = JSON.stringify(args);
    let png = drawn.get(key);
    if (!png) {
      png = draw(...args);
      drawn.set(key, png);
    }
    return png;
  };
}

/** Sunshine's logo: a sun with rays above a blue hill, on white (320 by 240). */
export const sunshineLogo = drawnOnce((): Buffer => {
  const [cx, cy] = [160, 110];
  return drawPng(320, 240, (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    const distance = distanceOf(dx, dy);
    if (distance < 46) return distance < 38 ? SUN_CORE : SUN;
    if (distance >= 56 && distance < 84 && Math.abs(Math.sin(Math.atan2(dy, dx) * 6)) > 0.92) return SUN;
    const hill = 205 - 28 * Math.cos(((x - 160) / 160) * Math.PI * 0.5);
    if (y > hill) return NAVY;
    return WHITE;
  });
});

const SAND: Rgb = [222, 196, 140];

/** A 'photo' of the playground: sky, a sun, grass and a sandpit in the scene's colours. */
export const playgroundPhoto = drawnOnce((sky: Rgb, grass: Rgb): Buffer => {
  // The sky's colour depends on the row only.
  const skyOfRow = Array.from({ length: 240 }, (_, y): Rgb => {
    const fade = y / 140;
    return [Math.round(sky[0] + (255 - sky[0]) * fade * 0.5), Math.round(sky[1] + (255 - sky[1]) * fade * 0.5), sky[2]];
  });
  return drawPng(360, 240, (x, y) => {
    if (distanceOf(x - 290, y - 50) < 26) return SUN_CORE;
    if (y > 150 && distanceOf((x - 120) / 1.8, y - 195) < 34) return SAND;
    if (y > 140 + 10 * Math.sin(x / 40)) return grass;
    return skyOfRow[y] ?? sky;
  });
});
