/**
 * The CSV export of a report: what the page shows — the headers in the reader's language, the
 * page's rows, the totals row — as RFC 4180 text (comma separated, CRLF line ends, a field with a
 * comma, a quote or a line break quoted and its quotes doubled). Money is written with 2 decimals
 * and a dot, times as local yyyy-mm-dd hh:mm:ss, codes (game type, movement, status) in the
 * reader's language through `label`, so a spreadsheet reads the figures as numbers. Pure.
 */
import type { ReportCell, ReportColumn, ReportColumnType, ReportRow } from './agentReport.connect';

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
