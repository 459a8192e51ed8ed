import { DataTable } from '@/components';
import * as styles from './AdminPanel.css';
import type { DemandRow } from './contract';

export interface DemandChartProps {
  /** names the chart and its table, e.g. 'Coverage demand by region' */
  title: string;
  rows: readonly DemandRow[];
  /** the first column's header: 'Region' or 'Zone' */
  nameHeader: string;
}

const BAR = 14;
const GAP = 10;
const LABEL = 130;
const WIDTH = 560;

/**
 * Coverage demand as horizontal bars drawn in plain SVG (no chart library): for each region or zone a
 * bar of coverage requests and a bar of checks. The SVG is hidden from screen readers; the table under
 * it carries the same numbers (with the checks we serve), so nothing is only in the picture.
 */
export function DemandChart({ title, rows, nameHeader }: DemandChartProps) {
  const max = Math.max(1, ...rows.map((r) => Math.max(r.requests, r.checks)));
  const scale = (n: number) => (n / max) * (WIDTH - LABEL - 40);
  const rowHeight = BAR * 2 + GAP;
  const height = Math.max(rowHeight, rows.length * rowHeight);
  const slug = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <figure className={styles.stack} aria-labelledby={`${slug}-caption`} style={{ margin: 0 }}>
      <figcaption id={`${slug}-caption`}>
        <h3 className={styles.heading}>{title}</h3>
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatchRequests} />
          Coverage requests
        </li>
        <li>
          <span className={styles.swatchChecks} />
          Coverage checks
        </li>
      </ul>
      {rows.length > 0 ? (
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${height}`}
          aria-hidden="true"
          focusable="false"
          data-testid={`${slug}-chart`}
        >
          {rows.map((row, i) => {
            const y = i * rowHeight;
            return (
              <g key={row.name}>
                <text className={styles.chartText} x={0} y={y + BAR + 4}>
                  {row.name}
                </text>
                <rect className={styles.barRequests} x={LABEL} y={y} width={scale(row.requests)} height={BAR} />
                <text className={styles.chartText} x={LABEL + scale(row.requests) + 4} y={y + BAR - 3}>
                  {row.requests}
                </text>
                <rect className={styles.barChecks} x={LABEL} y={y + BAR} width={scale(row.checks)} height={BAR} />
                <text className={styles.chartText} x={LABEL + scale(row.checks) + 4} y={y + BAR * 2 - 3}>
                  {row.checks}
                </text>
              </g>
            );
          })}
        </svg>
      ) : null}
      <DataTable
        caption={`${title}: requests, checks and checks we serve`}
        columns={[
          { id: 'name', header: nameHeader, cell: (row) => row.name, isRowHeader: true },
          { id: 'requests', header: 'Coverage requests', cell: (row) => row.requests, align: 'end' },
          { id: 'checks', header: 'Coverage checks', cell: (row) => row.checks, align: 'end' },
          { id: 'served', header: 'Checks we serve', cell: (row) => row.servedChecks, align: 'end' },
        ]}
        rows={rows}
        getRowId={(row) => row.name}
        emptyText="No demand recorded yet."
      />
    </figure>
  );
}
