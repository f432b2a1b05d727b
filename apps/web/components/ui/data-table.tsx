// A typed table for the consoles: columns say what their header is and how a row fills their cell.
// From `md` up it is a table that scrolls sideways when too wide (focusable, so the keyboard can
// scroll it too); below, each row is a card of "label: value" lines, so nothing is cut off at 320 px.
// The explicit roles keep it a table for screen readers when CSS lays it out as blocks.
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

export interface DataColumn<Row> {
  key: string;
  /** What the header cell shows (text, or a sort link). */
  header: ReactNode;
  /** The card's label for this value on a phone; defaults to `header` when that is text. */
  label?: string;
  /** Header read out but not shown (a column of buttons). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** 'end' for amounts, so their digits line up. */
  align?: 'start' | 'end';
  /** The cell that names the row (a <th scope="row">). */
  rowHeader?: boolean;
  /** The header's aria-sort: how the table is sorted by this column ('none': it could be, it is not). */
  sort?: 'ascending' | 'descending' | 'none';
  /** Extra classes for this column's cells (nowrap, break-all…). */
  className?: string;
}

interface DataTableProps<Row> {
  /** Read out before the table: what it lists and how it is sorted. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** The table's width from `md` up, below which it scrolls sideways (a Tailwind class). */
  minWidth?: string;
  /** Dimmed while the rows shown are the previous page's. */
  busy?: boolean;
  /** Marks some rows (unread ones). */
  rowClassName?: (row: Row) => string | undefined;
  /** Cells start at the top when one of them may take several lines. */
  alignTop?: boolean;
  className?: string;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, empty, minWidth = 'md:min-w-[44rem]', busy = false, alignTop = false, rowClassName, className }: DataTableProps<Row>) {
  const captionId = useId();
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      aria-busy={busy || undefined}
      // Focusable so that the keyboard can scroll it sideways.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(
        'relative rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-opacity focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:overflow-x-auto',
        busy && 'opacity-60',
        className,
      )}
    >
      <table role="table" className={clsx('block w-full text-left text-sm md:table', minWidth)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="max-md:sr-only md:border-b md:border-slate-200 md:bg-slate-50 md:text-xs md:font-semibold md:tracking-wide md:text-muted md:uppercase">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                aria-sort={column.sort}
                className={clsx('px-4 py-3', column.align === 'end' && 'text-right')}
              >
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={clsx('block divide-y divide-slate-100 md:table-row-group', alignTop && 'md:align-top')}>
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={clsx('block px-4 py-3 md:table-row md:p-0', rowClassName?.(row))}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                const label = column.label ?? (typeof column.header === 'string' && !column.hideHeader ? column.header : '');
                return (
                  <Cell
                    key={column.key}
                    role={column.rowHeader ? 'rowheader' : 'cell'}
                    scope={column.rowHeader ? 'row' : undefined}
                    data-label={label}
                    className={clsx(
                      // A phone's card line: the label (from data-label, not read twice) beside the value.
                      'grid grid-cols-[minmax(6rem,35%)_minmax(0,1fr)] gap-x-3 py-1 text-left before:text-xs before:font-semibold before:tracking-wide before:text-muted before:uppercase before:content-[attr(data-label)]',
                      'md:table-cell md:px-4 md:py-3 md:before:content-none',
                      column.rowHeader && 'font-medium',
                      column.align === 'end' && 'md:text-right md:tabular-nums',
                      column.className,
                    )}
                  >
                    {/* On a phone's card a long email or reference wraps rather than widening the page. */}
                    <div className="min-w-0 max-md:[overflow-wrap:anywhere]">{column.cell(row)}</div>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
