import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', 'app', 'index.html'), 'utf8');
const usePress = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
    'dist/private/interactions/usePress.mjs',
  ),
  'utf8',
);

/** CSS without the spaces that do not change its meaning, and without the `;` before a `}`. */
const compact = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

describe('app/index.html', () => {
  it("carries React Aria's press style under React Aria's id, so React Aria never inserts it at the head's start", () => {
    const id = usePress.match(/STYLE_ID = '([^']+)'/)?.[1];
    const attribute = usePress.match(/PRESSABLE_ATTRIBUTE = '([^']+)'/)?.[1];
    const text = usePress.match(/style\.textContent = `([\s\S]*?)`/)?.[1];
    expect(id && attribute && text, 'usePress.mjs no longer looks as this test expects').toBeTruthy();
    expect(usePress).toMatch(/getElementById\([^)]*STYLE_ID\)\) return;/);
    const theirs = compact((text ?? '').replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute ?? ''));
    const ours = indexHtml.match(new RegExp(`<style id="${id}">([\\s\\S]*?)</style>`))?.[1];
    expect(ours, `no <style id="${id}"> in app/index.html`).toBeDefined();
    expect(compact(ours ?? '')).toBe(theirs);
  });
});
