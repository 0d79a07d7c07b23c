import libheif from 'libheif-js/libheif-wasm/libheif-bundle.mjs';

/**
 * Decodes a HEIC photo with libheif (WebAssembly, the same library the server's heic-convert
 * uses) and encodes its first image as PNG through a canvas. libheif applies the photo's
 * rotation and mirroring, so the PNG stands as the phone showed it. Its own chunk: imported
 * only by `photoForUpload` for a HEIC file.
 */
export async function heicToPng(file: File): Promise<File> {
  const heif = libheif();
  const decoder = new heif.HeifDecoder();
  const images = decoder.decode(new Uint8Array(await file.arrayBuffer()));
  try {
    const image = images[0];
    if (!image) {
      throw new Error('No image in the HEIC file');
    }
    const width = image.get_width();
    const height = image.get_height();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) {
      throw new Error('No 2D canvas');
    }
    const pixels = context.createImageData(width, height);
    await new Promise<void>((resolve, reject) => {
      image.display(pixels, (shown) => (shown ? resolve() : reject(new Error('HEIF processing error'))));
    });
    context.putImageData(pixels, 0, 0);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) {
      throw new Error('The canvas made no PNG');
    }
    return new File([png], `${file.name.replace(/\.hei[cf]$/i, '') || 'photo'}.png`, { type: 'image/png' });
  } finally {
    for (const image of images) {
      image.free();
    }
    decoder.decoder.delete();
  }
}
