import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../../src/domain/csv';

describe('csvCell', () => {
  it('quotes a cell holding a semicolon or a tab, so spreadsheets splitting there keep it one cell', () => {
    expect(csvCell('a;b@example.com')).toBe('"a;b@example.com"');
    expect(csvCell('Ama;=HYPERLINK("http://evil.example")')).toBe('"Ama;=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('Ama\t=1+1')).toBe('"Ama\t=1+1"');
    expect(csvDocument(['name', 'email'], [['Kofi', 'k;=1@x.gh']])).toBe('name,email\r\nKofi,"k;=1@x.gh"\r\n');
  });

  it('still quotes commas, quotes and line breaks, and neutralises formula starts', () => {
    expect(csvCell('Basic, monthly')).toBe('"Basic, monthly"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('plain')).toBe('plain');
  });
});
