import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/site/precompress';

describe("the build's brotli copies of public files", () => {
  it('are written next to each file worth compressing, decode to it, and are not made for others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skylink-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const a = "a line of a chunk";\n'.repeat(100);
    const style = '.card{padding:1rem;margin:0 auto;color:var(--text)}\n'.repeat(60);
    writeFileSync(join(dir, 'assets', 'app-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'app-abc.css'), style);
    writeFileSync(join(dir, 'assets', 'tiny-abc.js'), 'export {};\n'); // under the threshold
    writeFileSync(join(dir, 'assets', 'font-abc.woff2'), Buffer.alloc(4096, 7)); // compressed already
    writeFileSync(join(dir, 'theme-boot.js'), `${script}// boot`);

    const totals = await precompress(dir);

    expect(totals.files).toBe(3);
    for (const [file, text] of [
      ['assets/app-abc.js', script],
      ['assets/app-abc.css', style],
      ['theme-boot.js', `${script}// boot`],
    ] as const) {
      const copy = readFileSync(join(dir, `${file}.br`));
      expect(copy.byteLength).toBeLessThan(text.length / 4);
      expect(brotliDecompressSync(copy).toString()).toBe(text);
    }
    expect(existsSync(join(dir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'font-abc.woff2.br'))).toBe(false);
    // a second build over the same folder does not compress the copies
    expect((await precompress(dir)).files).toBe(3);
    expect(existsSync(join(dir, 'assets', 'app-abc.js.br.br'))).toBe(false);
  });
});
