import { describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES } from '@app/domain/photos';
import { isHeicPhoto, photoForUpload, type HeicConverter } from './heic-photo';

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });
const png = file('IMG_0042.png', 'image/png');

describe('isHeicPhoto', () => {
  it('knows an iPhone photo by its type, or by its name when the phone gives no type or a generic one', () => {
    expect(isHeicPhoto(file('IMG_0042.HEIC', 'image/heic'))).toBe(true);
    expect(isHeicPhoto(file('photo', 'image/heif'))).toBe(true);
    expect(isHeicPhoto(file('IMG_0042.heic', ''))).toBe(true);
    expect(isHeicPhoto(file('IMG_0042.HEIF', 'application/octet-stream'))).toBe(true);
    expect(isHeicPhoto(file('front.jpg', 'image/jpeg'))).toBe(false);
    expect(isHeicPhoto(file('left.png', 'image/png'))).toBe(false);
    expect(isHeicPhoto(file('heic.jpg', 'image/jpeg'))).toBe(false);
  });
});

describe('photoForUpload', () => {
  it('sends a JPEG or PNG as picked, without loading the converter', async () => {
    const load = vi.fn(async (): Promise<HeicConverter> => async () => png);
    const jpeg = file('front.jpg', 'image/jpeg');
    expect(await photoForUpload(jpeg, load)).toBe(jpeg);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the converter for a HEIC photo and sends its PNG (000 §5)', async () => {
    const convert = vi.fn(async () => png);
    const load = vi.fn(async (): Promise<HeicConverter> => convert);
    const heic = file('IMG_0042.HEIC', 'image/heic');
    expect(await photoForUpload(heic, load)).toBe(png);
    expect(load).toHaveBeenCalledOnce();
    expect(convert).toHaveBeenCalledWith(heic);
  });

  it('sends the HEIC photo as picked when the converter cannot load or convert it: the server converts it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const heic = file('IMG_0042.HEIC', 'image/heic');
    expect(await photoForUpload(heic, () => Promise.reject(new Error('chunk failed')))).toBe(heic);
    expect(await photoForUpload(heic, async () => () => Promise.reject(new Error('HEIF processing error')))).toBe(heic);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('sends the HEIC photo as picked when its PNG is larger than the API accepts', async () => {
    const heic = file('IMG_0042.HEIC', 'image/heic');
    const huge = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'IMG_0042.png', { type: 'image/png' });
    expect(await photoForUpload(heic, async () => async () => huge)).toBe(heic);
  });
});
