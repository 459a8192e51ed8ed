import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpointValues, checkContrast, contrastRatio, flatten, resolve, toCss } from '../../scripts/tokens/lib';
import { breakpoints } from '../../src/theme/breakpoints.generated';

const read = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../design-tokens', name), 'utf8'));

describe('token build', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });

  it('resolves aliases through chains and inherits $type from groups', () => {
    const prim = flatten({ color: { $type: 'color', blue: { $value: '#2563eb' }, brand: { $value: '{color.blue}' } } });
    const sem = flatten({ color: { $type: 'color', accent: { $value: '{color.brand}' } } });
    const [accent] = resolve(sem, prim);
    expect(accent).toMatchObject({ path: 'color.accent', type: 'color', css: '#2563eb', alias: '{color.brand}' });
  });

  it('rejects unknown references and cycles', () => {
    expect(() => resolve(flatten({ c: { $type: 'color', a: { $value: '{c.nope}' } } }))).toThrow(/Unknown token/);
    expect(() => resolve(flatten({ c: { $type: 'color', a: { $value: '{c.b}' }, b: { $value: '{c.a}' } } }))).toThrow(
      /cycle/,
    );
  });

  it('turns DTCG values into CSS', () => {
    expect(toCss('dimension', { value: 1.5, unit: 'rem' }, 'x')).toBe('1.5rem');
    expect(toCss('duration', { value: 200, unit: 'ms' }, 'x')).toBe('200ms');
    expect(toCss('cubicBezier', [0.2, 0, 0, 1], 'x')).toBe('cubic-bezier(0.2, 0, 0, 1)');
    expect(toCss('fontFamily', ['Inter Variable', 'sans-serif'], 'x')).toBe('"Inter Variable", sans-serif');
    expect(() => toCss('color', 'red', 'x')).toThrow(/hex/);
  });

  it('fails a pair below its minimum', () => {
    const tokens = resolve(
      flatten({ color: { $type: 'color', fg: { $value: '#999999' }, bg: { $value: '#ffffff' } } }),
    );
    const [result] = checkContrast('light', tokens, [{ text: 'color.fg', background: 'color.bg', min: 4.5 }]);
    expect(result?.pass).toBe(false);
    expect(result?.ratio).toBeLessThan(4.5);
  });

  it('the committed semantic sets pass every contrast pair in both themes', () => {
    const primitives = flatten(read('primitives.tokens.json'));
    const { pairs } = read('contrast.json');
    for (const theme of ['light', 'dark']) {
      const tokens = resolve(flatten(read(`semantic.${theme}.tokens.json`)), primitives);
      const failures = checkContrast(theme, tokens, pairs).filter((r) => !r.pass);
      expect(failures, theme).toEqual([]);
    }
  });

  it('emits the breakpoint tokens as px numbers for media queries', () => {
    const tokens = resolve(
      flatten({
        breakpoint: {
          $type: 'dimension',
          tablet: { $value: { value: 768, unit: 'px' } },
          desktop: { $value: { value: 1024, unit: 'px' } },
        },
        space: { $type: 'dimension', '4': { $value: { value: 1, unit: 'rem' } } },
      }),
    );
    expect(breakpointValues(tokens)).toEqual({ tablet: 768, desktop: 1024 });
    const rem = resolve(
      flatten({ breakpoint: { $type: 'dimension', tablet: { $value: { value: 48, unit: 'rem' } } } }),
    );
    expect(() => breakpointValues(rem)).toThrow(/px/);
  });

  it('the generated breakpoints module matches the committed tokens', () => {
    expect(breakpoints).toEqual(breakpointValues(resolve(flatten(read('primitives.tokens.json')))));
  });
});
