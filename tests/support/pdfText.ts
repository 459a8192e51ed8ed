/**
 * A PDF's text as a reader extracts it (PDF.js, Mozilla's reader, in Node): the text items of page 1
 * joined per line, top to bottom, spaces collapsed. Used by the receipt tests (server and e2e).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fonts = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes, standardFontDataUrl: fonts, isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const lines = new Map<number, string>();
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const y = Math.round(item.transform[5]);
    lines.set(y, `${lines.get(y) ?? ''}${item.str}`);
  }
  await doc.destroy();
  return [...lines.entries()].sort((a, b) => b[0] - a[0]).map(([, text]) => text.replace(/\s+/g, ' ').trim());
}
