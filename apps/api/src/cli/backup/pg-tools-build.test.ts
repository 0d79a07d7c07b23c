import { describe, expect, it } from 'vitest';
import { findReleaseSource } from './pg-tools-build';

// A trimmed stanza of sid's Sources index as Debian serves it, between two others.
const INDEX = `Package: postgresql-17
Version: 17.9-1
Checksums-Sha256:
 1111111111111111111111111111111111111111111111111111111111111111 22000000 postgresql-17_17.9.orig.tar.bz2
Directory: pool/main/p/postgresql-17

Package: postgresql-18
Binary: libpq-dev, libpq5, postgresql-18, postgresql-client-18
Version: 18.6-3
Files:
 0123456789abcdef0123456789abcdef 22632314 postgresql-18_18.6.orig.tar.bz2
Checksums-Sha256:
 a4254c4548ebeea683832de193460ee8a9f1271418e884803b44ded1aead1776 4752 postgresql-18_18.6-3.dsc
 555610c24d53e4316da5b7d3fc25c279d96856d5e0e23ee308c328c5fa881d9f 22632314 postgresql-18_18.6.orig.tar.bz2
 5efd00aa59930757931d13e3b2a343b5ac983fdf646a54a3b96caa30cb40512b 34488 postgresql-18_18.6-3.debian.tar.xz
Homepage: http://www.postgresql.org/
Directory: pool/main/p/postgresql-18
Priority: optional

Package: postgresql-common
Version: 287
Directory: pool/main/p/postgresql-common
`;

describe('findReleaseSource', () => {
  it("reads the upstream tarball of the major's package and its SHA-256, not another file's", () => {
    expect(findReleaseSource(INDEX, 18)).toEqual({
      version: '18.6',
      url: 'http://deb.debian.org/debian/pool/main/p/postgresql-18/postgresql-18_18.6.orig.tar.bz2',
      sha256: '555610c24d53e4316da5b7d3fc25c279d96856d5e0e23ee308c328c5fa881d9f',
    });
    expect(findReleaseSource(INDEX, 17)?.version).toBe('17.9');
  });

  it('finds nothing for a major the archive does not carry', () => {
    expect(findReleaseSource(INDEX, 16)).toBeUndefined();
  });
});
