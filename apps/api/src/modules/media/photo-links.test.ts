import { describe, expect, it } from 'vitest';
import { createPhotoLinkSigner } from './photo-links';

const at = new Date('2026-11-21T12:00:30Z');

function parts(url: string) {
  const parsed = new URL(url, 'http://x');
  return { expires: Number(parsed.searchParams.get('expires')), signature: parsed.searchParams.get('signature') ?? '' };
}

describe('photo links', () => {
  const signer = createPhotoLinkSigner('a-secret-that-is-long-enough-for-tests');

  it('expire five minutes after issue, rounded up to the minute so the url stays stable', () => {
    const url = signer.urlFor(12, 3, at);
    const { expires } = parts(url);
    expect(expires).toBe(Date.parse('2026-11-21T12:06:00Z') / 1000);
    expect(signer.urlFor(12, 3, new Date(at.getTime() + 20_000))).toBe(url);
  });

  it('are valid only for the photo and patient they were issued for, until they expire', () => {
    const link = parts(signer.urlFor(12, 3, at));
    expect(signer.verify({ photoId: 12, patientId: 3, ...link }, at)).toBe('valid');
    expect(signer.verify({ photoId: 13, patientId: 3, ...link }, at)).toBe('invalid');
    expect(signer.verify({ photoId: 12, patientId: 4, ...link }, at)).toBe('invalid');
    expect(signer.verify({ photoId: 12, patientId: 3, ...link, expires: link.expires + 60 }, at)).toBe('invalid');
    expect(signer.verify({ photoId: 12, patientId: 3, ...link, signature: 'short' }, at)).toBe('invalid');
    expect(signer.verify({ photoId: 12, patientId: 3, ...link }, new Date(link.expires * 1000))).toBe('expired');
  });

  it('depend on the secret', () => {
    const link = parts(signer.urlFor(12, 3, at));
    expect(createPhotoLinkSigner('another-secret-that-is-long-enough').verify({ photoId: 12, patientId: 3, ...link }, at)).toBe('invalid');
  });
});
