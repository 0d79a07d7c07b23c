// Writes `.br` and `.gz` beside each compressible built asset, so the API sends the smallest one the
// browser accepts without compressing on every request (@fastify/static's `preCompressed`).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/;
// Below about one packet a compressed copy saves no round trip; the server then sends the file as is.
const MIN_BYTES = 1024;

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Compresses every compressible file of `dir` (recursively); returns how many files got copies. */
export async function precompressDir(dir) {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  // One file at a time: brotli at quality 11 is CPU-bound and the machine may be shared.
  for (const file of files) {
    const source = await readFile(file);
    if (source.length < MIN_BYTES) {
      continue;
    }
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller would only cost the browser a decompression.
    if (br.length < source.length) {
      await writeFile(`${file}.br`, br);
    }
    if (gz.length < source.length) {
      await writeFile(`${file}.gz`, gz);
    }
    written += 1;
  }
  return written;
}
