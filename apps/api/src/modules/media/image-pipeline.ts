import type Sharp from 'sharp';
import { ACCEPTED_PHOTO_MIME_TYPES } from '@app/domain/photos';

/** A photo ready to store: re-encoded, upright, with no EXIF, GPS or other metadata left. */
export interface ProcessedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

export type PhotoProcessing = { ok: true; photo: ProcessedPhoto } | { ok: false; reason: 'unsupported-type' | 'unreadable' };

/** Turns HEIC bytes into PNG bytes; heic-convert by default, replaceable in tests. */
export type HeicDecoder = (input: Buffer) => Promise<Buffer>;

// Decompression bombs: a small file that expands to a huge bitmap is refused before decoding.
const MAX_INPUT_PIXELS = 60_000_000;
// A provider never needs more than this; it also caps what one photo costs to store.
const MAX_EDGE_PIXELS = 4096;

// Loaded on first use: together they cost ~350 ms at boot, and most processes never see a photo.
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp'));
const loadFileType = () => import('file-type');

/** heic-convert (pure JS, about 400 MB and 3 s for 12 MP): one conversion at a time per process. */
export function createHeicDecoder(): HeicDecoder {
  let queue: Promise<unknown> = Promise.resolve();
  return (input) => {
    const run = queue.then(async () => {
      const { default: convert } = await import('heic-convert');
      const output = await convert({ buffer: input, format: 'PNG' });
      return Buffer.from(output);
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

/** The type of a file judged from its bytes alone (the name and the browser's type are ignored). */
export async function sniffImageType(input: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  return (await fileTypeFromBuffer(input))?.mime;
}

/**
 * Accepts JPEG, PNG and HEIC by their bytes; converts HEIC to PNG; turns the image upright from
 * its EXIF orientation, then re-encodes it, which drops all metadata (sharp keeps none unless
 * asked). JPEG stays JPEG; PNG and HEIC become PNG.
 */
export async function processPhoto(input: Buffer, decodeHeic: HeicDecoder): Promise<PhotoProcessing> {
  const mime = await sniffImageType(input);
  if (!mime || !(ACCEPTED_PHOTO_MIME_TYPES as readonly string[]).includes(mime)) {
    return { ok: false, reason: 'unsupported-type' };
  }
  const isHeic = mime === 'image/heic' || mime === 'image/heif';
  let source = input;
  if (isHeic) {
    try {
      source = await decodeHeic(input);
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
  }
  const { default: sharp } = await loadSharp();
  try {
    const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE_PIXELS, height: MAX_EDGE_PIXELS, fit: 'inside', withoutEnlargement: true });
    const isJpeg = mime === 'image/jpeg';
    const encoded = isJpeg ? pipeline.jpeg({ quality: 88, mozjpeg: true }) : pipeline.png({ compressionLevel: 6 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      photo: {
        bytes: data,
        contentType: isJpeg ? 'image/jpeg' : 'image/png',
        extension: isJpeg ? 'jpg' : 'png',
        width: info.width,
        height: info.height,
      },
    };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
