/**
 * Pure helpers for the design-token build: read W3C DTCG JSON, resolve `{alias}` references,
 * turn values into CSS strings, and check WCAG contrast. No file system access here, so the
 * rules are unit-tested in tests/tooling/tokens.test.ts.
 */

export type TokenType =
  | 'color'
  | 'dimension'
  | 'fontFamily'
  | 'fontWeight'
  | 'number'
  | 'shadow'
  | 'duration'
  | 'cubicBezier'
  | 'string';

export interface FlatToken {
  /** dot path, e.g. `color.text.primary` */
  path: string;
  type: TokenType;
  /** the raw $value after alias resolution */
  value: unknown;
  /** the value as CSS */
  css: string;
  description?: string;
  /** the alias the token was written as, if any (e.g. `{color.slate.900}`) */
  alias?: string;
}

type Json = { [key: string]: unknown };

const isGroup = (node: unknown): node is Json => typeof node === 'object' && node !== null && !Array.isArray(node);

/** Flatten a DTCG tree into tokens, inheriting `$type` from groups as the format specifies. */
export function flatten(
  tree: Json,
  prefix: string[] = [],
  inheritedType?: TokenType,
): Map<string, Omit<FlatToken, 'css'>> {
  const out = new Map<string, Omit<FlatToken, 'css'>>();
  const groupType = (tree.$type as TokenType | undefined) ?? inheritedType;
  for (const [key, child] of Object.entries(tree)) {
    if (key.startsWith('$') || !isGroup(child)) continue;
    const path = [...prefix, key];
    if ('$value' in child) {
      const type = (child.$type as TokenType | undefined) ?? groupType;
      if (!type) throw new Error(`Token ${path.join('.')} has no $type (set it on the token or a parent group)`);
      out.set(path.join('.'), {
        path: path.join('.'),
        type,
        value: child.$value,
        description: child.$description as string | undefined,
      });
    } else {
      for (const [p, t] of flatten(child, path, groupType)) out.set(p, t);
    }
  }
  return out;
}

const ALIAS = /^\{([^}]+)\}$/;

/** Resolve `{a.b.c}` aliases (chains allowed, cycles rejected) against the given token maps. */
export function resolve(
  tokens: Map<string, Omit<FlatToken, 'css'>>,
  ...lookups: Map<string, Omit<FlatToken, 'css'>>[]
): FlatToken[] {
  const all = [tokens, ...lookups];
  const find = (path: string) => {
    for (const map of all) {
      const hit = map.get(path);
      if (hit) return hit;
    }
    return undefined;
  };
  const valueAt = (path: string, seen: string[]): unknown => {
    if (seen.includes(path)) throw new Error(`Alias cycle: ${[...seen, path].join(' -> ')}`);
    const token = find(path);
    if (!token) throw new Error(`Unknown token reference {${path}}${seen.length ? ` (from ${seen[0]})` : ''}`);
    const m = typeof token.value === 'string' ? ALIAS.exec(token.value) : null;
    return m ? valueAt(m[1] as string, [...seen, path]) : token.value;
  };
  return [...tokens.values()].map((token) => {
    const m = typeof token.value === 'string' ? ALIAS.exec(token.value) : null;
    const value = valueAt(token.path, []);
    return {
      ...token,
      value,
      css: toCss(token.type, value, token.path),
      alias: m ? (token.value as string) : undefined,
    };
  });
}

interface Dimension {
  value: number;
  unit: string;
}

const isDimension = (v: unknown): v is Dimension =>
  isGroup(v) && typeof v.value === 'number' && typeof v.unit === 'string';

function dimension(v: unknown, path: string): string {
  if (isDimension(v)) return v.value === 0 ? '0' : `${v.value}${v.unit}`;
  if (typeof v === 'string') return v;
  throw new Error(`Token ${path}: expected a dimension {value, unit}`);
}

export function toCss(type: TokenType, value: unknown, path: string): string {
  switch (type) {
    case 'color':
      if (typeof value !== 'string' || !/^#([0-9a-f]{6}|[0-9a-f]{8})$/i.test(value))
        throw new Error(`Token ${path}: colours are 6 or 8 digit hex, got ${JSON.stringify(value)}`);
      return value.toLowerCase();
    case 'dimension':
    case 'duration':
      return dimension(value, path);
    case 'fontFamily':
      return (Array.isArray(value) ? value : [value])
        .map((f) => (/\s/.test(String(f)) ? `"${f}"` : String(f)))
        .join(', ');
    case 'fontWeight':
    case 'number':
    case 'string':
      return String(value);
    case 'cubicBezier':
      if (!Array.isArray(value) || value.length !== 4) throw new Error(`Token ${path}: cubicBezier needs 4 numbers`);
      return `cubic-bezier(${value.join(', ')})`;
    case 'shadow': {
      const layers = Array.isArray(value) ? value : [value];
      return layers
        .map((s) => {
          if (!isGroup(s)) throw new Error(`Token ${path}: bad shadow`);
          return `${[s.offsetX, s.offsetY, s.blur, s.spread].map((d) => dimension(d, path)).join(' ')} ${s.color}`;
        })
        .join(', ');
    }
  }
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const h = hex.replace('#', '').slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastPair {
  text: string;
  background: string;
  min: number;
}

export interface ContrastResult extends ContrastPair {
  theme: string;
  ratio: number;
  pass: boolean;
}

export function checkContrast(theme: string, tokens: FlatToken[], pairs: ContrastPair[]): ContrastResult[] {
  const byPath = new Map(tokens.map((t) => [t.path, t.css]));
  return pairs.map((pair) => {
    const fg = byPath.get(pair.text);
    const bg = byPath.get(pair.background);
    if (!fg || !bg)
      throw new Error(`Contrast pair ${pair.text} on ${pair.background}: unknown token in theme ${theme}`);
    const ratio = Math.round(contrastRatio(fg, bg) * 100) / 100;
    return { ...pair, theme, ratio, pass: ratio >= pair.min };
  });
}

/** Nest flat tokens back into an object of CSS strings keyed by path segments (drops a leading segment if given). */
export function nest(tokens: FlatToken[], dropPrefix?: string): Json {
  const root: Json = {};
  for (const t of tokens) {
    const parts = t.path.split('.');
    if (dropPrefix && parts[0] === dropPrefix) parts.shift();
    let node = root;
    for (const p of parts.slice(0, -1)) {
      node[p] ??= {};
      node = node[p] as Json;
    }
    node[parts[parts.length - 1] as string] = t.css;
  }
  return root;
}

/**
 * The `breakpoint.*` tokens as pixel numbers, for media queries (a media query cannot read a CSS
 * variable, so components need the values at build time). Only px breakpoints are accepted, so
 * `max-width` queries can stop just below the next one.
 */
export function breakpointValues(tokens: FlatToken[]): Record<string, number> {
  const entries = tokens
    .filter((t) => t.path.startsWith('breakpoint.'))
    .map((t) => {
      if (!isDimension(t.value) || t.value.unit !== 'px')
        throw new Error(`Token ${t.path}: breakpoints are px dimensions, got ${JSON.stringify(t.value)}`);
      return [t.path.slice('breakpoint.'.length), t.value.value] as const;
    });
  if (!entries.length) throw new Error('No breakpoint.* tokens');
  return Object.fromEntries(entries);
}
