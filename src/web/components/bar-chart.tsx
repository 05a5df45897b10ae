import type { ReactNode } from "react";
import * as styles from "@/web/components/bar-chart.css";

export interface BarSeries {
  readonly key: string;
  readonly label: string;
  readonly tone: styles.BarTone;
}

export interface BarColumn {
  readonly key: string;
  /** The short label under the column (a date); shown for every `labelEvery`th column only. */
  readonly label: string;
  /** What a screen reader says for the column: its label and every series' value. */
  readonly description: string;
  /** One value per series, in the series' order. */
  readonly values: readonly number[];
}

export interface BarChartProps {
  readonly title: ReactNode;
  readonly series: readonly BarSeries[];
  readonly columns: readonly BarColumn[];
  /** Label every n-th column, so many narrow columns keep readable labels (1: all). */
  readonly labelEvery?: number;
}

/**
 * Columns of bars (one per series) scaled to the highest value, with a legend. Each column is a list item
 * whose accessible name says its values; pages with many figures add a table alternative beside it. The
 * columns run in the reading direction, so the chart mirrors in right-to-left languages.
 */
export const BarChart = ({ title, series, columns, labelEvery = 1 }: BarChartProps) => {
  const highest = Math.max(1, ...columns.flatMap((column) => column.values));
  const percent = (value: number) => `${((value / highest) * 100).toFixed(1)}%`;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.legend}>
        <strong>{title}</strong>
        {series.map((item) => (
          <span key={item.key}>
            <span className={styles.swatch[item.tone]} aria-hidden="true" />
            {item.label}
          </span>
        ))}
      </figcaption>
      <ol className={styles.chart}>
        {columns.map((column, index) => (
          <li key={column.key} className={styles.column} aria-label={column.description}>
            <span className={styles.bars} aria-hidden="true">
              {series.map((item, seriesIndex) => (
                <span
                  key={item.key}
                  className={styles.bar[item.tone]}
                  style={{ blockSize: percent(column.values[seriesIndex] ?? 0) }}
                />
              ))}
            </span>
            <span className={styles.label} aria-hidden="true">
              {index % labelEvery === 0 ? column.label : ""}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
};
