/**
 * The receipt as a PDF (GET /api/billing/payments/:id/receipt.pdf): a hand-written, single-page PDF 1.4
 * of about 3 KB, no library. The same lines as the text receipt (receiptLines in
 * src/domain/format/receipt.ts).
 *
 * Fonts: Helvetica and Helvetica-Bold (two of the 14 standard fonts every reader has, WinAnsi
 * encoding, nothing embedded) for the text, and a one-glyph Type 3 font for '₵' (U+20B5), which
 * WinAnsi lacks: its glyph is drawn as a Helvetica 'C' with a vertical stroke, and its ToUnicode map
 * says the glyph is U+20B5, so a reader that copies or searches the text gets 'GH₵'.
 * Characters outside WinAnsi (rare in our names and plans) print as '?'.
 */
import { brand } from '../../../src/domain/brand';
import { type Receipt, receiptLines } from '../../../src/domain/format/receipt';

const PAGE = { width: 595, height: 842 }; // A4 in points
const CEDI = '\u20B5';

/** WinAnsi (cp1252) bytes above 0x7F that are not Latin-1 at the same code. */
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function winAnsiByte(ch: string): number {
  const code = ch.codePointAt(0) ?? 63;
  if (code >= 0x20 && code < 0x7f) return code;
  if (code >= 0xa0 && code <= 0xff) return code;
  return CP1252[ch] ?? 63; // '?'
}

/** A PDF literal string of WinAnsi bytes: (text) with \, ( and ) escaped and other bytes as octal. */
function literal(text: string): string {
  let out = '(';
  for (const ch of text) {
    const b = winAnsiByte(ch);
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

/** Text operators showing `text` in font `font` at `size`, switching to the cedi font for '₵'. */
function show(text: string, font: 'F1' | 'F2', size: number): string {
  const parts = text.split(CEDI);
  return parts
    .map((part, i) => {
      const run = part ? `/${font} ${size} Tf ${literal(part)} Tj ` : '';
      return i < parts.length - 1 ? `${run}/F3 ${size} Tf (A) Tj ` : run;
    })
    .join('');
}

function line(x: number, y: number, text: string, font: 'F1' | 'F2', size: number): string {
  return `BT 1 0 0 1 ${x} ${y} Tm ${show(text, font, size)}ET\n`;
}

/** The receipt's PDF bytes. `contactLine` is printed under the brand name. */
export function receiptPdf(receipt: Receipt, contactLine = brand.address.oneLine): Uint8Array<ArrayBuffer> {
  const left = 64;
  const valueX = 200;
  let y = PAGE.height - 80;
  let content = '0 g\n';
  content += line(left, y, receipt.brandName, 'F2', 20);
  y -= 18;
  content += line(left, y, contactLine, 'F1', 10);
  y -= 36;
  content += line(left, y, 'Payment Receipt', 'F2', 16);
  y -= 10;
  content += `q 0.6 G 1 w ${left} ${y} m ${PAGE.width - left} ${y} l S Q\n`;
  y -= 26;
  for (const [label, value] of receiptLines(receipt)) {
    content += line(left, y, `${label}:`, 'F2', 11);
    content += line(valueX, y, value, label === 'Amount' ? 'F2' : 'F1', 11);
    y -= 20;
  }
  y -= 16;
  content += line(left, y, `Thank you for choosing ${receipt.brandName}.`, 'F1', 11);

  // The cedi glyph: Helvetica 'C' plus a vertical stroke, 722/1000 wide like the 'C'.
  const glyph = '722 0 d0\nBT /F1 1000 Tf 0 0 Td (C) Tj ET\n70 w 385 -110 m 385 830 l S\n';
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /SkyLink-Cedi def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    '1 beginbfchar <41> <20B5> endbfchar',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const stream = (body: string, extra = '') =>
    `<< /Length ${Buffer.byteLength(body, 'latin1')}${extra} >>\nstream\n${body}\nendstream`;
  const title = `${receipt.brandName} - Payment Receipt ${receipt.reference}`;

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 7 0 R >> >> /Contents 4 0 R >>`,
    stream(content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type3 /FontBBox [0 -150 800 850] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /cedi 8 0 R >> /Encoding << /Type /Encoding /Differences [65 /cedi] >> /FirstChar 65 /LastChar 65 /Widths [722] /Resources << /Font << /F1 5 0 R >> >> /ToUnicode 9 0 R >>',
    stream(glyph),
    stream(toUnicode),
    `<< /Title ${literal(title)} /Producer (${brand.name}) >>`,
  ];

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = Buffer.from(out, 'latin1');
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}
