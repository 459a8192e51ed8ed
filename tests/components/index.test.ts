import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const components = path.resolve(__dirname, '../../src/components');
const index = readFileSync(path.join(components, 'index.ts'), 'utf8');

describe('src/components/index.ts', () => {
  it('exports every public component and nothing of private/', () => {
    const folders = readdirSync(components, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'private' && d.name !== 'focus')
      .map((d) => d.name);
    expect(folders.length).toBeGreaterThan(40);
    for (const name of folders) expect(index).toContain(`export * from './${name}/${name}';`);
    expect(index).not.toContain("'./private/");
  });
});
