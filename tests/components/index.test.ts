import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

/** Every module of the design system but its stylesheets (`*.css.ts`), with its top-level statements. */
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return modules(full);
    return /\.tsx?$/.test(d.name) && !d.name.endsWith('.css.ts') ? [full] : [];
  });
}

/** Top-level statements that act when the module loads: a bare import, a call or assignment. */
const actsAtLoad = (sf: ts.SourceFile) =>
  sf.statements.filter((st) => (ts.isImportDeclaration(st) && !st.importClause) || ts.isExpressionStatement(st));

describe('src/components/package.json', () => {
  /**
   * Features import the design system through its index, so the bundler must be able to drop what a page
   * does not use: the package.json beside the index says that only the stylesheets have side effects. That
   * holds only while no other module of the design system does something when it loads.
   */
  it('says only the stylesheets have side effects, and no other module does anything at load', () => {
    const manifest = JSON.parse(readFileSync(path.join(components, 'package.json'), 'utf8'));
    expect(manifest.sideEffects).toEqual(['*.css.ts', '*.css']);
    const offenders: string[] = [];
    for (const file of modules(components)) {
      const sf = ts.createSourceFile(
        file,
        readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        false,
        ts.ScriptKind.TSX,
      );
      for (const st of actsAtLoad(sf))
        offenders.push(`${path.relative(components, file)}: ${st.getText(sf).slice(0, 60)}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the check finds a module that does something at load', () => {
    const sf = ts.createSourceFile(
      'x.tsx',
      "import './setup';\nregister();\nexport const a = 1;",
      ts.ScriptTarget.Latest,
    );
    expect(actsAtLoad(sf)).toHaveLength(2);
  });
});
