/**
 * `BUILD_SOURCEMAPS=true npm run build && npx tsx scripts/bundle-breakdown.ts [dist/client/assets/index-*.js]`:
 * which packages the built
 * JS is made of. Attributes the minified bytes of each chunk to its sources via the source map,
 * then apportions the chunk's gzip size by those shares (an estimate; gzip is not additive).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = join(import.meta.dirname, '..', 'dist', 'client', 'assets');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => join(dir, f));

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

const pkgOf = (source: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return m ? (m[1] as string) : `(ours) ${source.replace(/^(\.\.\/)+/, '').split('/')[0]}`;
};

const total = new Map<string, number>();
for (const file of files) {
  const code = readFileSync(file, 'utf8');
  let map: { sources: string[]; mappings: string };
  try {
    map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  } catch {
    continue;
  }
  const lines = code.split('\n');
  const gz = gzipSync(code, { level: 9 }).length;
  const bytes = new Map<string, number>();
  let src = 0;
  map.mappings.split(';').forEach((lineMap, lineNo) => {
    const line = lines[lineNo] ?? '';
    let col = 0;
    const segs = lineMap ? lineMap.split(',').map(decodeVlq) : [];
    const starts: [number, number][] = [];
    for (const s of segs) {
      col += s[0] ?? 0;
      if (s.length > 1) src += s[1] ?? 0;
      starts.push([col, src]);
      // lines and columns of the original are not needed for attribution
      if (s.length > 2) {
        /* original line delta */
      }
    }
    starts.forEach(([c, s], i) => {
      const end = starts[i + 1]?.[0] ?? line.length;
      const pkg = pkgOf(map.sources[s] ?? '?');
      bytes.set(pkg, (bytes.get(pkg) ?? 0) + Math.max(0, end - c));
    });
  });
  const raw = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [pkg, n] of bytes) total.set(pkg, (total.get(pkg) ?? 0) + (n / raw) * gz);
  console.info(
    `${file.split('/').pop()}: ${(code.length / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip`,
  );
}
console.info('\nEstimated gzip KB by package:');
for (const [pkg, n] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.info(`  ${pkg.padEnd(40)} ${(n / 1024).toFixed(1)}`);
}
