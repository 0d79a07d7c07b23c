import { PHOTO_MAX_BYTES } from '@app/domain/photos';

/** The types and name endings of an iPhone photo (HEIF is HEIC's container; some phones give no type). */
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
const HEIC_NAME = /\.hei[cf]$/i;

/** Turns a HEIC photo into a PNG one; loaded only when a HEIC file is picked (libheif, about 2 MB). */
export type HeicConverter = (file: File) => Promise<File>;

const loadConverter: () => Promise<HeicConverter> = () => import('./heic-to-png').then((module) => module.heicToPng);

/** A HEIC photo, by its type or, when the phone gives none or a generic one, by its name. */
export function isHeicPhoto(file: File): boolean {
  return HEIC_TYPES.has(file.type.toLowerCase()) || HEIC_NAME.test(file.name);
}

/**
 * What is uploaded for a picked photo (000 §5: HEIC files are converted to png before upload).
 * Any other photo is sent as picked, and the converter is not loaded. A HEIC photo the browser
 * cannot convert (no WebAssembly, no memory, a chunk that fails to load) is sent as picked: the
 * server converts it, as it does for every other client (ADR 142). So is one whose PNG is larger
 * than the API accepts (a 12 MP photo's PNG can be): the HEIC, a few MB, passes.
 */
export async function photoForUpload(file: File, load: () => Promise<HeicConverter> = loadConverter): Promise<File> {
  if (!isHeicPhoto(file)) {
    return file;
  }
  try {
    const png = await (await load())(file);
    return png.size > PHOTO_MAX_BYTES ? file : png;
  } catch (error) {
    console.warn('heic-conversion-failed', error);
    return file;
  }
}
