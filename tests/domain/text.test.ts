/** src/domain/text.ts: the depth scan of raw JSON and the control-character walk of a parsed body. */
import { describe, expect, it } from 'vitest';
import { controlCharacterPath, jsonNestingExceeds, MAX_JSON_DEPTH } from '../../src/domain/text';

/** `{"a":{"a":...{"a":1}...}}`, `depth` objects deep. */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{"a":1}${'}'.repeat(depth - 1)}`;

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects: the limit itself passes, one more is too deep', () => {
    expect(jsonNestingExceeds(nestedObjects(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestingExceeds(nestedObjects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestingExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonNestingExceeds('[{"a":[{}]}]', 3)).toBe(true);
    expect(jsonNestingExceeds('{"a":[],"b":[],"c":{}}', 2)).toBe(false);
    expect(jsonNestingExceeds('"text" 12 true', 0)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    // an escaped quote does not end the string: the brackets after it are still text
    expect(jsonNestingExceeds(JSON.stringify({ a: '"[[[[' }), 1)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: '\\"[[[[' }), 1)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ '[[{{"': 1 }), 1)).toBe(false);
    // an escaped backslash does end the string: the brackets after it count
    expect(jsonNestingExceeds(`{"a":"\\\\","b":[[1]]}`, 2)).toBe(true);
    expect(jsonNestingExceeds(`{"a":"\\\\","b":[[1]]}`, 3)).toBe(false);
  });

  it('scans 100,000 levels without failing, and text that is not JSON without throwing', () => {
    expect(jsonNestingExceeds('['.repeat(100_000) + ']'.repeat(100_000), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestingExceeds(']]]]}}}}', MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestingExceeds('{"open string [[[[', 1)).toBe(false);
    expect(jsonNestingExceeds('"ends in a backslash\\', 1)).toBe(false);
  });
});

describe('controlCharacterPath', () => {
  it('is null for clean values and gives the path of the first string or key with a control character', () => {
    expect(controlCharacterPath({ a: 'x', b: [1, 'y', { c: null, d: true }] })).toBeNull();
    expect(controlCharacterPath('bad\u0000')).toEqual([]);
    expect(controlCharacterPath({ address: { line1: 'ok', line2: 'esc\u001b' } })).toEqual(['address', 'line2']);
    expect(controlCharacterPath({ list: ['ok', 'ok', 'nul\u0000'] })).toEqual(['list', 2]);
    expect(controlCharacterPath({ ok: 1, 'k\u0007ey': 'fine' })).toEqual(['k\u0007ey']);
    // tab, line feed and carriage return are allowed
    expect(controlCharacterPath({ text: 'a\tb\nc\r' })).toBeNull();
  });

  it('finds the first one in document order', () => {
    expect(controlCharacterPath({ a: { b: 'x\u0001' }, c: 'y\u0002' })).toEqual(['a', 'b']);
    expect(controlCharacterPath([['ok', 'x\u0001'], 'y\u0002'])).toEqual([0, 1]);
    // a bad key is found before its own (bad) value
    expect(controlCharacterPath({ 'k\u0001': 'v\u0002' })).toEqual(['k\u0001']);
  });

  it('walks 100,000 levels (a parsed body past the depth limit) and still gives the exact path', () => {
    const depth = 100_000;
    let value: unknown = { leaf: 'x\u0000' };
    for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
    const path = controlCharacterPath(value);
    expect(path).toHaveLength(depth + 1);
    expect(path?.slice(0, 4)).toEqual(['a', 0, 'a', 0]);
    expect(path?.at(-1)).toBe('leaf');
  });
});
