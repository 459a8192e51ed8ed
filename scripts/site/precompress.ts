/**
 * Brotli copies of the built public files, written next to them as `<file>.br` (the server answers a client
 * that accepts br with the copy: server/http/static.ts). Made here with the server's own settings for files
 * it keeps (`compressBytes(…, 'static')`, quality 11), so no visitor waits while a large file is compressed:
 * React DOM's chunk takes ~300 ms at that quality. Pages are not among them: the server writes its origin
 * into them when it starts, then compresses each one the first time it is asked for.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { compressBytes, worthCompressing } from '../../server/http/compress';
import { PRECOMPRESSED } from '../../server/http/static';

export interface Precompressed {
  files: number;
  bytes: number;
  compressed: number;
}

/** Writes the brotli copy of every file under `dir` worth compressing (by type and size); returns the totals. */
export async function precompress(dir: string): Promise<Precompressed> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(PRECOMPRESSED))
    .map((entry) => join(entry.parentPath, entry.name));
  const totals: Precompressed = { files: 0, bytes: 0, compressed: 0 };
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      if (!worthCompressing(bytes.byteLength, getMimeType(file) ?? 'application/octet-stream')) return;
      const packed = await compressBytes(bytes, 'br', 'static');
      writeFileSync(`${file}${PRECOMPRESSED}`, packed);
      totals.files += 1;
      totals.bytes += bytes.byteLength;
      totals.compressed += packed.byteLength;
    }),
  );
  return totals;
}
