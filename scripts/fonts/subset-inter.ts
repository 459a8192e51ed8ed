/**
 * `npm run fonts`: make the site's Inter files from @fontsource-variable/inter (offline; subset-font runs
 * HarfBuzz compiled to WebAssembly). Writes src/theme/fonts/*.woff2, committed, so builds need neither.
 *
 * - inter-latin.woff2: the Latin file cut to the characters the site shows (ASCII, Latin-1, dashes,
 *   quotes, bullets, ellipsis, euro, trade mark, minus) and to the weights it uses (400–800);
 * - inter-cedi.woff2: ₵ (U+20B5) and ₦ from the Latin-extended file, which is 85 KB for these glyphs.
 *
 * Run again after adding text in another script or a new symbol, and keep the unicode-range lists in
 * src/theme/fonts.css in step with RANGES below.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = join(import.meta.dirname, '..', '..');
const files = join(root, 'node_modules', '@fontsource-variable', 'inter', 'files');
const out = join(root, 'src', 'theme', 'fonts');

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const RANGES = {
  latin:
    range(0x20, 0x7e) +
    range(0xa0, 0xff) +
    range(0x2013, 0x2014) +
    range(0x2018, 0x201d) +
    '\u2022\u2026\u20ac\u2122\u2212',
  cedi: '\u20b5\u20a6',
};

const weights = { wght: { min: 400, max: 800 } };

for (const [name, source, text] of [
  ['inter-latin.woff2', 'inter-latin-wght-normal.woff2', RANGES.latin],
  ['inter-cedi.woff2', 'inter-latin-ext-wght-normal.woff2', RANGES.cedi],
] as const) {
  const font = await subsetFont(readFileSync(join(files, source)), text, {
    targetFormat: 'woff2',
    variationAxes: weights,
  });
  writeFileSync(join(out, name), font);
  console.info(`${name}: ${(font.length / 1024).toFixed(1)} KB`);
}
