import { useId, type ReactNode } from "react";
import { classNames } from "@/web/components/class-names";
import * as styles from "@/web/components/table.css";
import { visuallyHidden } from "@/web/styles/utilities.css";

export interface TableColumn<Row> {
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  /** "end" for numbers (amounts, ranks, scores), so digits line up. */
  readonly align?: "start" | "end";
  /** The column that names each row (a gamer, a clan): its cells are row headers. */
  readonly rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** What the table holds; its accessible name. */
  readonly caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  readonly hideCaption?: boolean;
  readonly columns: ReadonlyArray<TableColumn<Row>>;
  readonly rows: ReadonlyArray<Row>;
  readonly rowKey: (row: Row) => string;
  /** What shows in place of rows when there are none. */
  readonly empty?: ReactNode;
}

/**
 * A data table (leaderboards, transaction history) with a caption, scoped column and row headers, in a
 * container that scrolls sideways on narrow screens and can be scrolled from the keyboard.
 */
export const Table = <Row,>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty,
}: TableProps<Row>) => {
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={classNames(styles.headerCell, column.align === "end" && styles.end)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty !== undefined ? (
            <tr>
              <td className={styles.empty} colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const className = classNames(styles.cell, column.align === "end" && styles.end);
                  return column.rowHeader === true ? (
                    <th key={column.key} scope="row" className={className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
};
