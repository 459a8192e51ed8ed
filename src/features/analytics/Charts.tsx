/**
 * The dashboard's charts in plain SVG (no chart library): a line chart for day series and a horizontal
 * bar chart for categories. Each is a <figure> whose SVG is an image with a one-sentence summary as its
 * name, and whose figures are all in a data table under a <details> (keyboard: the summary toggles it),
 * so nothing is only in the drawing.
 */
import { useId } from 'react';
import * as styles from './Charts.css';

export interface ChartPoint {
  /** the category or the day (YYYY-MM-DD) */
  label: string;
  value: number;
}

interface ChartProps {
  title: string;
  points: readonly ChartPoint[];
  /** a value as text (GH₵ 100.00, 12, 75.0%) */
  format: (value: number) => string;
  /** the label column's heading in the data table */
  labelHeading: string;
  valueHeading: string;
  /** a label as shown (days as '21 Nov') */
  formatLabel?: (label: string) => string;
}

/** 'Highest 12 on 21 Nov; total 30.' and the like. */
export function chartSummary({ title, points, format, formatLabel = (l) => l }: ChartProps, total = true): string {
  if (points.length === 0) return `${title}: no data.`;
  const top = points.reduce((best, p) => (p.value > best.value ? p : best), points[0] as ChartPoint);
  const sum = points.reduce((s, p) => s + p.value, 0);
  if (sum === 0) return `${title}: all zero.`;
  return `${title}: highest ${format(top.value)} (${formatLabel(top.label)})${total ? `, total ${format(sum)}` : ''}.`;
}

function DataTable({ title, points, format, labelHeading, valueHeading, formatLabel = (l) => l }: ChartProps) {
  return (
    <details className={styles.details}>
      <summary className={styles.detailsSummary}>Show the data of {title.toLowerCase()}</summary>
      <table className={styles.table}>
        <caption className={styles.summary}>{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {labelHeading}
            </th>
            <th scope="col" className={[styles.cell, styles.numeric].join(' ')}>
              {valueHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row" className={styles.cell}>
                {formatLabel(p.label)}
              </th>
              <td className={[styles.cell, styles.numeric].join(' ')}>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** the drawing's own units: about the width a chart gets on screen, so its 11-unit text stays readable */
const W = 320;
const H = 140;
const PAD = { top: 12, right: 12, bottom: 24, left: 12 };

/** A day series as a line over a filled area, with the first, middle and last day on the axis. */
export function LineChart(props: ChartProps & { total?: boolean }) {
  const { title, points, formatLabel = (l) => l } = props;
  const id = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join('');
  const base = PAD.top + innerH;
  const ticks = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])].filter((i) => i >= 0);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.caption}>
        {title}
      </figcaption>
      <p className={styles.summary} aria-hidden="true">
        {chartSummary(props, props.total ?? true)}
      </p>
      <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-svg`}>
        <title id={`${id}-svg`}>{chartSummary(props, props.total ?? true)}</title>
        <line className={styles.grid} x1={PAD.left} x2={W - PAD.right} y1={PAD.top} y2={PAD.top} />
        <line className={styles.axis} x1={PAD.left} x2={W - PAD.right} y1={base} y2={base} />
        {points.length > 0 && (
          <>
            <path
              className={styles.area}
              d={`${path}L${x(points.length - 1).toFixed(1)},${base}L${x(0).toFixed(1)},${base}Z`}
            />
            <path className={styles.line} d={path} />
          </>
        )}
        {ticks.map((i) => (
          <text
            key={i}
            className={styles.tick}
            x={x(i)}
            y={H - 6}
            textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
          >
            {formatLabel(points[i]?.label ?? '')}
          </text>
        ))}
      </svg>
      <DataTable {...props} />
    </figure>
  );
}

const ROW = 26;
const LABEL_W = 118;

/** Categories as horizontal bars, each labelled with its name and value. */
export function BarChart(props: ChartProps & { total?: boolean }) {
  const { title, points, format, formatLabel = (l) => l } = props;
  const id = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const height = Math.max(ROW, points.length * ROW) + 4;
  const barW = W - LABEL_W - 70;
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.caption}>
        {title}
      </figcaption>
      <p className={styles.summary} aria-hidden="true">
        {chartSummary(props, props.total ?? true)}
      </p>
      <svg className={styles.svg} viewBox={`0 0 ${W} ${height}`} role="img" aria-labelledby={`${id}-svg`}>
        <title id={`${id}-svg`}>{chartSummary(props, props.total ?? true)}</title>
        {points.map((p, i) => {
          const top = i * ROW + 4;
          const w = Math.max(p.value > 0 ? 2 : 0, (p.value / max) * barW);
          return (
            <g key={p.label}>
              <text className={styles.tick} x={0} y={top + ROW / 2 + 2}>
                {formatLabel(p.label).slice(0, 20)}
              </text>
              <rect className={styles.bar} x={LABEL_W} y={top + 4} width={w} height={ROW - 10} rx={3} />
              <text className={styles.tick} x={LABEL_W + w + 6} y={top + ROW / 2 + 2}>
                {format(p.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <DataTable {...props} />
    </figure>
  );
}
