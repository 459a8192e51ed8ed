/**
 * The feature dependency table as docs/architecture.md shows it, made from FEATURE_DEPENDENCIES (the copy in
 * the docs is checked against this by tests/tooling/architecture-doc.test.ts). `npx tsx scripts/boundaries/table.ts`
 * prints it, to paste between the doc's feature-dependencies markers.
 */
import { FEATURE_DEPENDENCIES } from './rules';

export const TABLE_START = '<!-- feature-dependencies:start -->';
export const TABLE_END = '<!-- feature-dependencies:end -->';

export function featureDependencyTable(table: Record<string, readonly string[]> = FEATURE_DEPENDENCIES): string {
  const rows = Object.keys(table)
    .sort()
    .map((feature) => {
      const deps = [...(table[feature] ?? [])].sort();
      return `| \`${feature}\` | ${deps.length > 0 ? deps.map((d) => `\`${d}\``).join(', ') : 'no other feature'} |`;
    });
  return ['| feature | may import |', '| --- | --- |', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(featureDependencyTable());
