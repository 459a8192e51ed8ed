// biome-ignore-all lint/a11y/noRedundantRoles: explicit table roles keep the semantics when CSS stacks rows (display: block) on small screens (Safari drops them otherwise).
import { type ReactNode, useMemo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { SortAscendingIcon, SortDescendingIcon, SortIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './DataTable.css';
import { nextSort, type SortDescriptor, type SortValue, sortRows } from './sort';

export type { SortDescriptor, SortDirection } from './sort';

export interface DataTableColumn<Row> {
  id: string;
  /** Header text; also the label of the cell when rows stack on small screens. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (numbers, dates, strings; missing values go last). */
  sortValue?: (row: Row) => SortValue;
  /** Direction of the first press on this header (dates and amounts usually start descending). */
  firstSortDirection?: SortDescriptor['direction'];
  /** 'end' for numbers and money. */
  align?: 'start' | 'end';
  /** This column's cell names the row for screen readers (rendered as a row header). */
  isRowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's caption (its accessible name), e.g. 'Payment history'. */
  caption: string;
  /** Keep the caption for screen readers only when a visible heading already says it. */
  hideCaption?: boolean;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Controlled sort. */
  sort?: SortDescriptor;
  /** Uncontrolled initial sort. */
  defaultSort?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  /** Shown when there are no rows, e.g. 'No invoices found'. */
  emptyText?: ReactNode;
  /** Shows a loading row (announced) instead of the rows. */
  isLoading?: boolean;
  loadingLabel?: string;
  /**
   * The table sorts the rows itself (default). Set false when the caller passes rows already
   * sorted (server-side sorting) and only wants the header state.
   */
  sortsRows?: boolean;
}

function SortStateIcon({ direction }: { direction?: SortDescriptor['direction'] }) {
  if (direction === 'ascending') return <SortAscendingIcon size="sm" />;
  if (direction === 'descending') return <SortDescendingIcon size="sm" />;
  return <SortIcon size="sm" />;
}

/**
 * A data table with a caption, sortable columns (header buttons, `aria-sort` on the header cell)
 * and an empty text. Below 640 px each row becomes a card of "label: value" lines and the sortable
 * headers become a row of sort buttons. Use it for lists people compare (payments, invoices,
 * users); for a few facts about one thing use DescriptionList.
 */
export function DataTable<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  getRowId,
  sort: controlledSort,
  defaultSort,
  onSortChange,
  emptyText = 'No results found',
  isLoading = false,
  loadingLabel = 'Loading',
  sortsRows = true,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(defaultSort);
  const [announcement, setAnnouncement] = useState('');
  const sort = controlledSort ?? ownSort;
  const sortColumn = columns.find((c) => c.id === sort?.column);

  const shown = useMemo(
    () => (sortsRows && sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows),
    [rows, sort, sortColumn, sortsRows],
  );

  const pressSort = (column: DataTableColumn<Row>) => {
    const next = nextSort(sort, column.id, column.firstSortDirection);
    setOwnSort(next);
    setAnnouncement(`Sorted by ${column.header}, ${next.direction}`);
    onSortChange?.(next);
  };

  return (
    <div className={styles.wrapper}>
      {/* Explicit roles keep table semantics when CSS stacks the rows on small screens. */}
      <table role="table" className={styles.table} aria-busy={isLoading || undefined}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead role="rowgroup" className={styles.thead}>
          <tr role="row" className={styles.headRow}>
            {columns.map((column) => {
              const active = sort?.column === column.id;
              return (
                <th
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sortValue ? (active ? sort?.direction : 'none') : undefined}
                  className={cx(
                    styles.th,
                    column.align === 'end' && styles.alignEnd,
                    !column.sortValue && styles.thStaticStacked,
                  )}
                >
                  {column.sortValue ? (
                    <AriaButton
                      className={cx(styles.sortButton, active && styles.sortActive)}
                      onPress={() => pressSort(column)}
                    >
                      {column.header}
                      <SortStateIcon direction={active ? sort?.direction : undefined} />
                    </AriaButton>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup" className={styles.tbody}>
          {isLoading ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length} className={styles.message}>
                <span className={styles.messageInner}>
                  <Spinner label={loadingLabel} showLabel />
                </span>
              </td>
            </tr>
          ) : shown.length === 0 ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length} className={styles.message}>
                {emptyText}
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={getRowId(row)} role="row" className={styles.tr}>
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th
                      key={column.id}
                      role="rowheader"
                      scope="row"
                      data-label={column.header}
                      className={cx(styles.td, styles.rowHeader, column.align === 'end' && styles.alignEnd)}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      role="cell"
                      data-label={column.header}
                      className={cx(styles.td, column.align === 'end' && styles.alignEnd)}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
