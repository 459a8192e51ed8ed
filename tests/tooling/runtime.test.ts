/**
 * Every npm script runs on the Node pinned in package.json (the registry's `node` package puts it first on the
 * scripts' PATH), not on whatever Node the machine has: a script started outside npm, or a lost pin, fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the pinned runtime', () => {
  it('engines and the node package name one exact version', () => {
    expect(pkg.engines.node).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.devDependencies.node).toBe(pkg.engines.node);
  });

  it('the tests themselves run on it', () => {
    expect(process.versions.node).toBe(pkg.engines.node);
  });
});
