import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortRows } from '../../src/components/DataTable/sort';

interface Row {
  id: string;
  amount?: number | null;
  name: string;
  date: Date;
}

const rows: Row[] = [
  { id: 'a', amount: 850, name: 'Home 10', date: new Date('2026-09-01') },
  { id: 'b', amount: null, name: 'home 2', date: new Date('2026-11-01') },
  { id: 'c', amount: 100, name: 'Student', date: new Date('2026-10-01') },
  { id: 'd', amount: 100, name: 'Business', date: new Date('2026-08-01') },
];

const ids = (list: Row[]) => list.map((r) => r.id);

describe('sortRows', () => {
  it('sorts numbers both ways, keeping equal rows in their order and missing values last', () => {
    expect(ids(sortRows(rows, (r) => r.amount, 'ascending'))).toEqual(['c', 'd', 'a', 'b']);
    expect(ids(sortRows(rows, (r) => r.amount, 'descending'))).toEqual(['a', 'c', 'd', 'b']);
  });
  it('sorts dates', () => {
    expect(ids(sortRows(rows, (r) => r.date, 'descending'))).toEqual(['b', 'c', 'a', 'd']);
  });
  it('sorts text case-insensitively with numbers in natural order', () => {
    expect(ids(sortRows(rows, (r) => r.name, 'ascending'))).toEqual(['d', 'b', 'a', 'c']);
  });
  it('returns a copy and leaves the input alone', () => {
    const copy = sortRows(rows, undefined, 'ascending');
    expect(copy).toEqual(rows);
    expect(copy).not.toBe(rows);
    expect(ids(rows)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('compareValues', () => {
  it('orders missing values after present ones', () => {
    expect(compareValues(undefined, 1)).toBeGreaterThan(0);
    expect(compareValues(1, null)).toBeLessThan(0);
    expect(compareValues(Number.NaN, undefined)).toBe(0);
  });
});

describe('nextSort', () => {
  it('starts a new column in its first direction and flips the same column', () => {
    expect(nextSort(undefined, 'date')).toEqual({ column: 'date', direction: 'ascending' });
    expect(nextSort({ column: 'amount', direction: 'ascending' }, 'date', 'descending')).toEqual({
      column: 'date',
      direction: 'descending',
    });
    expect(nextSort({ column: 'date', direction: 'descending' }, 'date')).toEqual({
      column: 'date',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'date', direction: 'ascending' }, 'date')).toEqual({
      column: 'date',
      direction: 'descending',
    });
  });
});
