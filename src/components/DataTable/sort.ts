/** Sorting for DataTable: pure, stable, with missing values last whatever the direction. */
export type SortDirection = 'ascending' | 'descending';

export interface SortDescriptor {
  column: string;
  direction: SortDirection;
}

export type SortValue = string | number | Date | null | undefined;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareValues(a: SortValue, b: SortValue): number {
  const aMissing = a === null || a === undefined || (typeof a === 'number' && Number.isNaN(a));
  const bMissing = b === null || b === undefined || (typeof b === 'number' && Number.isNaN(b));
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: ((row: Row) => SortValue) | undefined,
  direction: SortDirection,
): Row[] {
  if (!sortValue) return [...rows];
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((x, y) => {
      const xMissing = x.value === null || x.value === undefined;
      const yMissing = y.value === null || y.value === undefined;
      // Missing values stay at the end in both directions.
      if (xMissing !== yMissing) return xMissing ? 1 : -1;
      return sign * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** The next sort after pressing a column header: a new column starts ascending, the same column flips. */
export function nextSort(
  current: SortDescriptor | undefined,
  column: string,
  firstDirection: SortDirection = 'ascending',
): SortDescriptor {
  if (current?.column !== column) return { column, direction: firstDirection };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
