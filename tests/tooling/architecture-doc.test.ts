import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_DEPENDENCIES } from '../../scripts/boundaries/rules';
import { featureDependencyTable, TABLE_END, TABLE_START } from '../../scripts/boundaries/table';

/** docs/architecture.md says what the code does: its dependency table is the one the boundary check enforces. */
const doc = readFileSync('docs/architecture.md', 'utf8');

function tableInDoc(text: string): string | null {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  return start < 0 || end < start ? null : text.slice(start + TABLE_START.length, end).trim();
}

describe('docs/architecture.md against the code', () => {
  it("shows FEATURE_DEPENDENCIES as it is (regenerate with 'npx tsx scripts/boundaries/table.ts')", () => {
    expect(tableInDoc(doc)).toBe(featureDependencyTable());
  });

  it('would fail on a table that drifted from the code', () => {
    const drifted = featureDependencyTable({ ...FEATURE_DEPENDENCIES, billing: ['auth', 'site'] });
    expect(tableInDoc(doc)).not.toBe(drifted);
    expect(tableInDoc(`${TABLE_START}\n${drifted}\n${TABLE_END}`)).toBe(drifted);
  });

  it('lists every feature folder of src/features and server/features in the table', () => {
    const folders = ['src/features', 'server/features'].flatMap((root) =>
      readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    );
    for (const feature of new Set(folders)) expect(Object.keys(FEATURE_DEPENDENCIES)).toContain(feature);
  });
});
