import { type Key, type ReactNode, useId } from 'react';
import { useT } from '../i18n/language';
import { cx } from '../internal/cx';
import { Spinner } from './spinner';
import '../styles/utilities.css';
import './table.css';

export interface TableColumn<Row> {
  /** Unique per table. */
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Default 'start'; use 'end' for amounts. */
  align?: 'start' | 'center' | 'end';
  /** Marks this column's cells as row headers (<th scope="row">), e.g. the plate or invoice #. */
  rowHeader?: boolean;
  /** Visually hides the header text (e.g. an actions column); still read by screen readers. */
  headerHidden?: boolean;
  /**
   * The header as text, for the label each cell shows when the rows stack on a phone. Defaults to
   * `header` when that is a string; a column with `headerHidden` shows no label.
   */
  label?: string;
  className?: string;
}

export interface TableProps<Row> {
  /** Names the table for screen readers (and the scroll region). */
  caption: ReactNode;
  /** Visually hides the caption. */
  captionHidden?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => Key;
  /** Shown in a single row when there are no rows, e.g. 'No payments found'. */
  empty?: ReactNode;
  /** Shows a loading row instead of rows/empty state and sets aria-busy. */
  loading?: boolean;
  /** Extra class per row, e.g. to grey out rows. */
  rowClassName?: (row: Row, index: number) => string | undefined;
  className?: string;
}

/**
 * Data table with a caption, column definitions and an empty-state row. Below 40rem each row stacks
 * into a card, every cell under its column's label, so nothing (an action button least of all) sits
 * off a phone's screen (docs/decisions/phone-width-320.md). Wider, a table too wide for its frame
 * scrolls sideways inside a focusable region (so keyboard users can scroll it too).
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowKey,
  empty,
  loading = false,
  rowClassName,
  className,
}: TableProps<Row>) {
  const t = useT();
  const captionId = useId();
  const alignClass = (align: TableColumn<Row>['align']) =>
    align && align !== 'start' ? `ds-table__cell--${align}` : undefined;
  const labelOf = (column: TableColumn<Row>) =>
    column.headerHidden
      ? undefined
      : (column.label ?? (typeof column.header === 'string' ? column.header : undefined));

  let body: ReactNode;
  if (loading) {
    body = (
      <tr className="ds-table__status-row">
        <td colSpan={columns.length}>
          <Spinner size="sm" /> {t('common.loading')}
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr className="ds-table__status-row">
        <td colSpan={columns.length}>{empty ?? t('common.noResults')}</td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr key={getRowKey(row, index)} className={rowClassName?.(row, index)}>
        {columns.map((column) => {
          const Cell = column.rowHeader ? 'th' : 'td';
          return (
            <Cell
              key={column.id}
              scope={column.rowHeader ? 'row' : undefined}
              className={cx(alignClass(column.align), column.className) || undefined}
              data-label={labelOf(column)}
            >
              {/* One box around the content: stacked, the label and the value are the cell's two sides. */}
              <span className="ds-table__value">{column.cell(row, index)}</span>
            </Cell>
          );
        })}
      </tr>
    ));
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll it by keyboard
    <section className={cx('ds-table-scroll', className)} aria-labelledby={captionId} tabIndex={0}>
      <table className="ds-table" aria-busy={loading || undefined}>
        <caption id={captionId} className={cx('ds-table__caption', captionHidden && 'ds-visually-hidden')}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={alignClass(column.align)}>
                {column.headerHidden ? (
                  <span className="ds-visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </section>
  );
}
