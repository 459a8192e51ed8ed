/**
 * Part of `npm run lint`: enforce the import directions listed in README.md ("Folder layout and import rules").
 * Reads every TypeScript file's imports with the TypeScript pre-processor (no type check, fast)
 * and fails with one line per violation.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

interface Rule {
  /** the layer (folder prefix) the rule applies to; '' for every file */
  from: string;
  /** folder prefixes exempt from the rule (for rules that apply to everyone but the owner) */
  except?: string[];
  /** folder prefixes it may not import (relative imports resolved to repo paths) */
  denyPaths?: string[];
  /** bare package names (or prefixes) it may not import */
  denyPackages?: string[];
  /** allow type-only imports of the denied paths */
  allowTypeOnly?: string[];
  /** forbid calling fetch() in this layer */
  noFetch?: boolean;
  why: string;
}

export const rules: Rule[] = [
  {
    from: 'src/',
    denyPaths: ['app/', 'server/', 'stories/', 'tests/', 'e2e/'],
    why: 'src/ never imports app/, server/ or test code',
  },
  {
    from: 'src/domain/',
    denyPaths: ['src/machines/', 'src/components/', 'src/screens/', 'src/services/', 'src/theme/'],
    denyPackages: ['react', 'react-dom', '@radix-ui', 'react-aria-components', 'xstate', '@xstate'],
    noFetch: true,
    why: 'src/domain is pure TypeScript: no React, no machines, no fetch',
  },
  {
    from: 'src/machines/',
    denyPaths: ['src/components/', 'src/screens/', 'src/services/', 'src/theme/'],
    denyPackages: ['react', 'react-dom', 'react-router', 'react-router-dom'],
    noFetch: true,
    why: 'machines name their actors; the app provides them (no fetch, no UI, no navigation)',
  },
  {
    from: 'src/components/',
    denyPaths: ['src/machines/', 'src/screens/', 'src/services/'],
    denyPackages: ['xstate', '@xstate', 'react-router', 'react-router-dom'],
    noFetch: true,
    why: 'components are presentational: props in, callbacks out',
  },
  {
    from: 'src/screens/',
    denyPaths: ['src/services/'],
    denyPackages: ['react-router', 'react-router-dom', '@xstate/react'],
    noFetch: true,
    allowTypeOnly: ['src/machines/'],
    why: 'screens render view models; they do not fetch or route',
  },
  {
    from: 'src/screens/',
    denyPaths: ['src/machines/'],
    allowTypeOnly: ['src/machines/'],
    why: 'screens may only import machine types (for view functions)',
  },
  {
    from: 'src/services/',
    denyPaths: ['src/machines/', 'src/components/', 'src/screens/', 'src/theme/'],
    denyPackages: ['react', 'react-dom'],
    why: 'services are plain clients',
  },
  {
    from: 'src/theme/',
    denyPaths: ['src/domain/', 'src/machines/', 'src/components/', 'src/screens/', 'src/services/'],
    noFetch: true,
    why: 'the theme depends on nothing but tokens',
  },
  { from: 'app/', denyPaths: ['server/'], why: 'the app talks to the server over HTTP only' },
  {
    from: 'server/',
    denyPaths: ['app/', 'src/machines/', 'src/components/', 'src/screens/', 'src/services/', 'src/theme/', 'stories/'],
    denyPackages: ['react', 'react-dom'],
    why: 'the server shares only src/domain with the client',
  },
  {
    from: 'stories/',
    denyPaths: ['server/', 'src/services/'],
    why: 'stories mock services; they never reach the server',
  },
  {
    from: 'src/',
    denyPaths: ['src/theme/tokens.generated'],
    why: 'tokens.generated.ts is for the Storybook token pages; style with vars (theme.css) and media (components/private/responsive)',
  },
  {
    from: '',
    except: ['src/components/'],
    denyPaths: ['src/components/private/'],
    why: 'src/components/private holds the design system internals: only src/components may import it',
  },
];

const SKIP = new Set(['node_modules', 'dist', 'storybook-static', '.git', 'data', 'test-results', 'playwright-report']);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

interface ImportRef {
  spec: string;
  typeOnly: boolean;
}

function importsOf(source: string, fileName: string): ImportRef[] {
  const sf = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      refs.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg)) refs.push({ spec: arg.text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return refs;
}

export function checkFile(file: string, source: string): string[] {
  const rel = relative(root, file).split(sep).join('/');
  const problems: string[] = [];
  const applicable = rules.filter((r) => rel.startsWith(r.from) && !r.except?.some((p) => rel.startsWith(p)));
  if (!applicable.length) return problems;
  for (const { spec, typeOnly } of importsOf(source, file)) {
    const target = spec.startsWith('.')
      ? relative(root, resolve(dirname(file), spec))
          .split(sep)
          .join('/')
      : null;
    for (const rule of applicable) {
      if (target) {
        const hit = rule.denyPaths?.find((p) => `${target}/`.startsWith(p) || target.startsWith(p));
        if (hit && !(typeOnly && rule.allowTypeOnly?.some((p) => target.startsWith(p)))) {
          problems.push(`${rel}: imports '${spec}' (${hit}): ${rule.why}`);
        }
      } else {
        const hit = rule.denyPackages?.find((p) => spec === p || spec.startsWith(`${p}/`));
        if (hit && !typeOnly) problems.push(`${rel}: imports '${spec}': ${rule.why}`);
      }
    }
  }
  if (
    applicable.some((r) => r.noFetch) &&
    /(^|[^.\w])fetch\s*\(/m.test(source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))
  ) {
    problems.push(`${rel}: calls fetch(): only src/services talks to the network`);
  }
  return problems;
}

if (process.argv[1]?.endsWith('check-boundaries.ts')) {
  const files = ['src', 'app', 'server', 'stories', 'tests', 'e2e', 'scripts'].flatMap((d) => walk(join(root, d)));
  const problems = files.flatMap((f) => checkFile(f, readFileSync(f, 'utf8')));
  if (problems.length) {
    console.error(`Import boundaries: ${problems.length} violation(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.info(`Import boundaries: ${files.length} files checked, no violations.`);
}
