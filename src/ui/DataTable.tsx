/**
 * A data table generic over its row type: columns with a header, a cell renderer, alignment and
 * an optional sort (a value or a comparator); sort controlled or not (a header's button toggles
 * ascending/descending, `aria-sort` on the sorted header); a totals row (tfoot); an empty state
 * (Empty) and a loading state (skeleton rows, aria-busy). Below the `md` breakpoint each row is a
 * card of label/value pairs instead (`layout="auto"`). Wide, the first column and the actions
 * (`pinEnd`) are held at the box's edges, and secondary facts (`under`) ride as a second line in
 * another column's cell rather than widen the table with columns of their own.
 */
import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from './Empty';
import { Skeleton } from './Skeleton';
import { styled } from './theme';
import { MEDIA, useMediaQuery } from './useMediaQuery';
import { VisuallyHidden } from './VisuallyHidden';
import { collator, type TextCollator } from './formats';
import { useDrawnInBatches } from './useDrawnInBatches';

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | Date | null | undefined;

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Sortable by this value (numbers and dates by size, text by the reader's collation). */
  sortValue?: (row: Row) => SortValue;
  /** Sortable by this comparator (ascending order); wins over `sortValue`. */
  compare?: (a: Row, b: Row) => number;
  /** A CSS width for the column (table layout only). */
  width?: string;
  /**
   * Held at the table box's end edge while the other columns scroll (table layout): a row's
   * actions stay in reach at every width. The first column, the row's name, is always held at
   * the start edge.
   */
  pinEnd?: boolean;
  /**
   * A secondary fact, drawn in the table layout as a further line under the column of this key
   * (its header a line under that header, its value a labelled line under that cell), so a wide
   * table keeps fewer columns and none is pushed out of its box (a member's level under its name,
   * withdrawals under deposits). A card shows it as a pair of its own, like any column.
   */
  under?: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** The table's name (a <caption>); required, hide it on screen with `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  /** Controlled sort; `null` is "unsorted". Leave undefined for an uncontrolled table. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** The rows are already in order (sorted by the server): the table only reports sort changes. */
  manualSort?: boolean;
  /** Totals row by column key; the first column shows "Total" when it has no total of its own. */
  totals?: Partial<Record<string, ReactNode>>;
  totalsLabel?: ReactNode;
  loading?: boolean;
  /** Skeleton rows while loading (default 5). */
  loadingRows?: number;
  /** The empty state's message (default `common:ui.empty`). */
  emptyMessage?: ReactNode;
  /** 'auto' (default): cards below `md`, a table from `md` up. */
  layout?: 'auto' | 'table' | 'cards';
  className?: string;
  'data-testid'?: string;
}

function compareValues(a: SortValue, b: SortValue, textOrder: TextCollator): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return textOrder.compare(String(left), String(right));
}

/** Rows in the order of `sort` (a stable sort: equal rows keep their order). */
export function sortRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], sort: SortState | null | undefined, language = 'es'): readonly Row[] {
  const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
  if (!sort || !column || (!column.compare && !column.sortValue)) return rows;
  const textOrder = collator(language, { numeric: true, sensitivity: 'base' });
  const { compare, sortValue } = column;
  const ascending = compare ?? ((a: Row, b: Row) => compareValues(sortValue?.(a), sortValue?.(b), textOrder));
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => factor * ascending(a, b));
}

/** The cards drawn in the first commit (a phone screen shows about four) and in each later task. */
const CARDS_FIRST = 10;
const CARDS_BATCH = 10;

/**
 * One row as a card. Memoised: each later batch of cards (useDrawnInBatches) draws the table
 * again, and the cards already drawn, with the same row and columns, are not drawn anew.
 */
const Card = memo(function Card<Row>({ row, rowIndex, columns }: { row: Row; rowIndex: number; columns: readonly DataTableColumn<Row>[] }) {
  return (
    <CardItem>
      <Pairs>
        {columns.map((column) => (
          <Pair key={column.key}>
            <dt>{column.header}</dt>
            <dd>{column.cell(row, rowIndex)}</dd>
          </Pair>
        ))}
      </Pairs>
    </CardItem>
  );
}) as <Row>(props: { row: Row; rowIndex: number; columns: readonly DataTableColumn<Row>[] }) => ReactNode;

/** Where a cell is held while the table scrolls sideways: the first column at the start, actions at the end. */
const pinOf = <Row,>(column: DataTableColumn<Row>, index: number): 'start' | 'end' | undefined =>
  index === 0 ? 'start' : column.pinEnd ? 'end' : undefined;

const hasSort = <Row,>(column: DataTableColumn<Row>) => Boolean(column.compare ?? column.sortValue);

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  manualSort = false,
  totals,
  totalsLabel,
  loading = false,
  loadingRows = 5,
  emptyMessage,
  layout = 'auto',
  className,
  'data-testid': testId,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation('common');
  const wide = useMediaQuery(MEDIA.md);
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const sort = controlledSort === undefined ? ownSort : controlledSort;
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'es';
  const shown = useMemo(() => (manualSort ? rows : sortRows(rows, columns, sort, language)), [manualSort, rows, columns, sort, language]);

  const toggle = (key: string) => {
    const next: SortState = { key, direction: sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending' };
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const empty = !loading && rows.length === 0;
  const emptyText = emptyMessage ?? t('ui.empty');
  const hasTotals = totals !== undefined && !loading && !empty;
  const totalCell = (column: DataTableColumn<Row>, index: number): ReactNode =>
    totals?.[column.key] ?? (index === 0 ? (totalsLabel ?? t('ui.table.total')) : null);
  const showCards = layout === 'cards' || (layout === 'auto' && !wide);
  // a phone's cards: a screenful and more first, the rest a batch per task (useDrawnInBatches)
  const cards = useDrawnInBatches(showCards && !loading ? shown.length : 0, CARDS_FIRST, CARDS_BATCH);
  // nothing to order while loading or empty: the headers are plain text then
  const isSortable = (column: DataTableColumn<Row>) => !loading && !empty && hasSort(column);
  // the table's own columns; a secondary one rides in the cell of the column it names
  const tableColumns = useMemo(() => columns.filter((column) => !column.under || !columns.some((host) => host.key === column.under && !host.under)), [columns]);
  const secondariesOf = (host: DataTableColumn<Row>) => columns.filter((column) => column.under === host.key && !host.under);
  const headerOf = (column: DataTableColumn<Row>) =>
    isSortable(column) ? (
      <SortButton type="button" onClick={() => toggle(column.key)} data-sort-key={column.key}>
        {column.header}
        <SortMark aria-hidden="true" data-active={sort?.key === column.key || undefined}>
          {sort?.key === column.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '▲▼'}
        </SortMark>
      </SortButton>
    ) : (
      column.header
    );
  /** A secondary fact's line in its host's cell: its header as the label, then its value. */
  const secondaryLine = (column: DataTableColumn<Row>, value: ReactNode) =>
    value === null || value === undefined ? null : (
      <Secondary key={column.key} data-under={column.key}>
        <SecondaryLabel>{column.header}</SecondaryLabel> {value}
      </Secondary>
    );

  /**
   * A column's cell in the totals row: its total with its secondaries' totals under it, a row
   * header (the totals' label) in a first column without a total of its own.
   */
  const footCell = (column: DataTableColumn<Row>, index: number) => {
    const content = (
      <>
        {totalCell(column, index)}
        {secondariesOf(column).map((secondary) => secondaryLine(secondary, totals?.[secondary.key]))}
      </>
    );
    const align = column.align ?? 'start';
    return index === 0 && totals?.[column.key] === undefined ? (
      <Th key={column.key} scope="row" align={align} data-pin={pinOf(column, index)}>
        {content}
      </Th>
    ) : (
      <Td key={column.key} align={align} data-pin={pinOf(column, index)}>
        {content}
      </Td>
    );
  };

  if (showCards) {
    return (
      <CardsRoot className={className} data-testid={testId} data-layout="cards" aria-labelledby={captionId} aria-busy={loading || undefined}>
        <CardsCaption id={captionId} hidden={hideCaption}>
          {caption}
        </CardsCaption>
        {loading ? (
          <>
            <VisuallyHidden role="status">{t('ui.table.loading')}</VisuallyHidden>
            <CardList role="list">
              {Array.from({ length: loadingRows }, (_, index) => (
                <CardItem key={index} aria-hidden="true">
                  <Skeleton shape="text" css={{ width: '60%' }} />
                  <Skeleton shape="text" css={{ width: '40%' }} />
                </CardItem>
              ))}
            </CardList>
          </>
        ) : empty ? (
          <Empty>{emptyText}</Empty>
        ) : (
          <CardList role="list" aria-busy={cards.drawing || undefined}>
            {shown.slice(0, cards.drawn).map((row, rowIndex) => (
              <Card key={rowKey(row, rowIndex)} row={row} rowIndex={rowIndex} columns={columns} />
            ))}
            {hasTotals && !cards.drawing ? (
              <CardItem data-totals="true">
                <Pairs>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <Pair key={column.key}>
                        <dt>{totalsLabel ?? t('ui.table.total')}</dt>
                        <dd>{totals?.[column.key] ?? null}</dd>
                      </Pair>
                    ) : totals?.[column.key] !== undefined ? (
                      <Pair key={column.key}>
                        <dt>{column.header}</dt>
                        <dd>{totals[column.key]}</dd>
                      </Pair>
                    ) : null,
                  )}
                </Pairs>
              </CardItem>
            ) : null}
          </CardList>
        )}
      </CardsRoot>
    );
  }

  return (
    <TableScroll className={className} data-testid={testId} data-layout="table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table aria-busy={loading || undefined}>
        <Caption id={captionId} hidden={hideCaption}>
          {caption}
        </Caption>
        <thead>
          <tr>
            {tableColumns.map((column, columnIndex) => {
              const active = sort?.key === column.key;
              const secondaries = secondariesOf(column);
              return (
                <Th
                  key={column.key}
                  scope="col"
                  align={column.align ?? 'start'}
                  aria-sort={active && isSortable(column) ? sort.direction : undefined}
                  data-pin={pinOf(column, columnIndex)}
                  data-key={column.key}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {headerOf(column)}
                  {secondaries.map((secondary) => (
                    <SecondaryHead key={secondary.key} data-under={secondary.key}>
                      {headerOf(secondary)}
                    </SecondaryHead>
                  ))}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, index) => (
              <tr key={index} aria-hidden="true" data-skeleton="true">
                {tableColumns.map((column, columnIndex) => (
                  <Td key={column.key} align={column.align ?? 'start'} data-pin={pinOf(column, columnIndex)}>
                    <Skeleton shape="text" css={{ width: '70%', display: 'inline-block' }} />
                  </Td>
                ))}
              </tr>
            ))
          ) : empty ? (
            <tr>
              <Td colSpan={tableColumns.length}>
                <Empty>{emptyText}</Empty>
              </Td>
            </tr>
          ) : (
            shown.map((row, rowIndex) => (
              <Tr key={rowKey(row, rowIndex)}>
                {tableColumns.map((column, columnIndex) => (
                  <Td key={column.key} align={column.align ?? 'start'} data-pin={pinOf(column, columnIndex)} data-key={column.key}>
                    {column.cell(row, rowIndex)}
                    {secondariesOf(column).map((secondary) => secondaryLine(secondary, secondary.cell(row, rowIndex)))}
                  </Td>
                ))}
              </Tr>
            ))
          )}
        </tbody>
        {hasTotals ? (
          <tfoot>
            <tr>
              {tableColumns.map((column, index) => footCell(column, index))}
            </tr>
          </tfoot>
        ) : null}
      </Table>
      {loading ? <VisuallyHidden role="status">{t('ui.table.loading')}</VisuallyHidden> : null}
    </TableScroll>
  );
}

const TableScroll = styled('div', {
  overflowX: 'auto',
  minWidth: 0,
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  '& tfoot': { backgroundColor: '$surface2', fontWeight: '$bold', borderTop: '2px solid $borderStrong' },
});

const Caption = styled('caption', {
  captionSide: 'top',
  textAlign: 'start',
  padding: '$3 $4',
  fontWeight: '$bold',
  fontSize: '$md',
  '&[hidden]': { display: 'none' },
});

const alignVariants = {
  align: {
    start: { textAlign: 'start' },
    center: { textAlign: 'center' },
    end: { textAlign: 'end' },
  },
} as const;

/**
 * Held cells: sticky inside the scrolling box, on an opaque ground so the scrolled columns pass
 * beneath them, with an edge line that says more lies beyond.
 */
const pinned = {
  '&[data-pin]': { position: 'sticky', zIndex: 1, backgroundColor: '$surface1' },
  '&[data-pin="start"]': { insetInlineStart: 0, boxShadow: 'inset -1px 0 0 $colors$border, 6px 0 8px -6px rgba(0, 0, 0, 0.45)' },
  '&[data-pin="end"]': { insetInlineEnd: 0, boxShadow: 'inset 1px 0 0 $colors$border, -6px 0 8px -6px rgba(0, 0, 0, 0.45)' },
} as const;

// cells keep $3 at their sides ($4 at the table's edges): a ten-column team list beside the agent
// menu at 1280 px fits its box with every column, where $4 each side pushed the last ones out
const Th = styled('th', {
  padding: '$2 $3',
  '&:first-child': { paddingInlineStart: '$4' },
  '&:last-child': { paddingInlineEnd: '$4' },
  color: '$textMuted',
  fontSize: '$xs',
  fontWeight: '$bold',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  // a header breaks between its words rather than push the table past its box: the last column
  // of a five-column table in the member centre's 772 px at 1280 ('RETIROS POR DÍA') was cut
  whiteSpace: 'normal',
  overflowWrap: 'normal',
  verticalAlign: 'bottom',
  backgroundColor: '$surface2',
  'tfoot &': { color: '$text', fontSize: '$sm', textTransform: 'none', letterSpacing: 0 },
  ...pinned,
  '&[data-pin]': { position: 'sticky', zIndex: 2, backgroundColor: '$surface2' },
  variants: alignVariants,
});

const Td = styled('td', { padding: '$3 $3', '&:first-child': { paddingInlineStart: '$4' }, '&:last-child': { paddingInlineEnd: '$4' }, borderTop: '1px solid $border', ...pinned, 'tfoot &[data-pin]': { backgroundColor: '$surface2' }, variants: alignVariants });

const Tr = styled('tr', { '@hover': { '&:hover, &:hover > td[data-pin]': { backgroundColor: '$surface2' } } });

const SortButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '32px',
  cursor: 'pointer',
  textTransform: 'inherit',
  borderRadius: '$sm',
  '@hover': { '&:hover': { color: '$text' } },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

/** A secondary column's header, a line under its host's. */
const SecondaryHead = styled('span', { display: 'block', marginTop: '$1', fontWeight: '$semibold', opacity: 0.85 });

/** A secondary fact's line under its host's value: smaller, muted, labelled. */
const Secondary = styled('span', {
  display: 'block',
  marginTop: '2px',
  fontSize: '$xs',
  fontWeight: '$regular',
  color: '$text',
  whiteSpace: 'nowrap',
});

const SecondaryLabel = styled('span', { color: '$textMuted' });

const SortMark = styled('span', { fontSize: '8px', opacity: 0.6, '&[data-active]': { opacity: 1, color: '$goldText' } });

const CardsRoot = styled('section', { display: 'flex', flexDirection: 'column', gap: '$2', minWidth: 0 });

const CardsCaption = styled('h3', { fontSize: '$md', fontWeight: '$bold', '&[hidden]': { display: 'none' } });

const CardList = styled('ul', { display: 'flex', flexDirection: 'column', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });

const CardItem = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3 $4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  '&[data-totals]': { backgroundColor: '$surface2', borderColor: '$borderStrong', fontWeight: '$bold' },
});

const Pairs = styled('dl', { display: 'flex', flexDirection: 'column', gap: '$1', margin: 0 });

const Pair = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '$3',
  fontSize: '$sm',
  '& > dt': { color: '$textMuted', fontSize: '$xs', fontWeight: '$semibold' },
  '& > dd': { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', minWidth: 0, overflowWrap: 'anywhere' },
});
