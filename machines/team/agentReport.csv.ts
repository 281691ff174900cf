/**
 * The CSV export of a report: the whole result its query selects — the headers in the reader's
 * language, every page's rows, the totals row of the whole query — as RFC 4180 text (comma separated, CRLF line ends, a field with a
 * comma, a quote or a line break quoted and its quotes doubled). Money is written with 2 decimals
 * and a dot, times as local yyyy-mm-dd hh:mm:ss, codes (game type, movement, status) in the
 * reader's language through `label`, so a spreadsheet reads the figures as numbers. Pure.
 */
import { REPORT_COLUMNS, tableOf, type ReportCell, type ReportColumn, type ReportColumnType, type ReportRow } from './agentReport.connect';
import type { ReportExportFile, ReportQuery } from './agentReport.machine';

export interface ReportCsvTable {
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly ReportRow[];
  readonly totals: Readonly<Record<string, number>> | null;
}

export interface ReportCsvTexts {
  /** A column's header in the reader's language. */
  header(column: ReportColumn): string;
  /** A code's name in the reader's language (game type, movement type, contract kind, payout status). */
  label(type: ReportColumnType, code: string): string;
  /** The first cell of the totals row. */
  readonly totalsLabel: string;
}

/** A text lookup (i18next's `t` with the reports' namespace), a code's fallback given. */
export type ReportTranslate = (key: string, options?: { readonly defaultValue?: string }) => string;

/** Where a code column's names are in the reports' texts. */
const LABEL_GROUP: Partial<Record<ReportColumnType, string>> = { gameType: 'gameTypes', txType: 'txTypes', contractKind: 'contractKinds', payoutStatus: 'payoutStatuses' };

/** The texts of a report (the table's and the CSV's): headers, codes by name (an unknown code as `readable` words), the totals' label. */
export function reportTexts(t: ReportTranslate, readable: (code: string) => string): ReportCsvTexts {
  return {
    header: (column) => t(`columns.${column.key}`),
    label: (type, code) => {
      const group = LABEL_GROUP[type];
      return group ? t(`${group}.${code}`, { defaultValue: readable(code) }) : code;
    },
    totalsLabel: t('totals'),
  };
}

/** One field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Lines of fields as CSV text (CRLF after every line). */
export function csvText(lines: readonly (readonly string[])[]): string {
  return lines.map((line) => `${line.map(csvField).join(',')}\r\n`).join('');
}

const two = (value: number) => String(value).padStart(2, '0');

/** A time (ms) as local yyyy-mm-dd hh:mm:ss. */
export function csvTime(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

function cellText(column: ReportColumn, value: ReportCell | undefined, texts: ReportCsvTexts): string {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'money':
    case 'signedMoney':
      return typeof value === 'number' ? value.toFixed(2) : value;
    case 'time':
      return typeof value === 'number' ? csvTime(value) : value;
    case 'gameType':
    case 'txType':
    case 'contractKind':
    case 'payoutStatus':
      return texts.label(column.type, String(value));
    default:
      return String(value);
  }
}

/** The report as shown: headers, rows, and the totals row when there is one. */
export function reportCsv(table: ReportCsvTable, texts: ReportCsvTexts): string {
  const lines: string[][] = [table.columns.map((column) => texts.header(column))];
  for (const row of table.rows) lines.push(table.columns.map((column) => cellText(column, row.cells[column.key], texts)));
  if (table.totals) {
    const totals = table.totals;
    lines.push(table.columns.map((column, index) => (column.key in totals ? cellText(column, totals[column.key], texts) : index === 0 ? texts.totalsLabel : '')));
  }
  return csvText(lines);
}

/**
 * The table of an export: every page's rows in order (a row the platform sent on two pages, as rows
 * came in while the pages were asked for, once), and the totals of the whole query (the first page's).
 */
export function exportTable(file: ReportExportFile): ReportCsvTable {
  const seen = new Set<string>();
  const rows: ReportRow[] = [];
  let totals: Readonly<Record<string, number>> | null = null;
  for (const page of file.pages) {
    const table = tableOf(file.kind, page);
    totals ??= table.totals;
    for (const row of table.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return { columns: REPORT_COLUMNS[file.kind], rows, totals };
}

/** The file's name: the report's name in the reader's language (`name`, a slug) and the range, e.g. informe-equipo_2026-11-01_2026-11-30.csv. */
export function reportFileName(name: string, query: Pick<ReportQuery, 'from' | 'to'>): string {
  return `${name}_${query.from}_${query.to}.csv`;
}
