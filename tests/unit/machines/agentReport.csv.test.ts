/** The reports' CSV export: RFC 4180 escaping, localized headers and codes, money and times as written, the totals row. */
import { describe, expect, it } from 'vitest';
import { connectAgentReport } from '../../../machines/team/agentReport.connect';
import { csvField, csvText, csvTime, reportCsv, type ReportCsvTexts } from '../../../machines/team/agentReport.csv';
import { agentReportMachine, type ReportPage } from '../../../machines/team/agentReport.machine';
import type { ReportKind } from '../../../machines/team/agentReport.pages';
import es from '../../../locales/es/reports.json' with { type: 'json' };
import en from '../../../locales/en/reports.json' with { type: 'json' };
import { TRANSACTION_ROWS } from '../../paths/models/report-samples';

type Texts = typeof es;
const textsOf = (locale: Texts): ReportCsvTexts => ({
  header: (column) => (locale.columns as Record<string, string>)[column.key] ?? column.key,
  label: (type, code) => {
    const group = { gameType: locale.gameTypes, txType: locale.txTypes, contractKind: locale.contractKinds, payoutStatus: locale.payoutStatuses }[type as 'gameType'];
    return (group as Record<string, string> | undefined)?.[code] ?? code;
  },
  totalsLabel: locale.totals,
});

function tableOf(kind: ReportKind, result: ReportPage) {
  const snapshot = agentReportMachine.resolveState({ value: 'ready', context: { kind, query: { member: '', gameType: '', txType: '', basis: 'BET', page: 1, from: '2026-11-17', to: '2026-11-23' }, result, failureKey: null, rangeErrorKey: null, memberRefused: false, export: null } });
  return connectAgentReport(snapshot, () => undefined);
}

describe('CSV fields', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvText([['a', 'b,c'], ['1', '']])).toBe('a,"b,c"\r\n1,\r\n');
  });

  it('writes a time as local yyyy-mm-dd hh:mm:ss', () => {
    expect(csvTime(new Date(2026, 10, 3, 7, 5, 9).getTime())).toBe('2026-11-03 07:05:09');
  });
});

describe('reportCsv', () => {
  it('writes the headers in the reader language, each row as shown, and the totals row last', () => {
    const report = tableOf('transactions', TRANSACTION_ROWS);
    const time = (ms: number) => csvTime(ms);
    expect(reportCsv(report, textsOf(es))).toBe(
      [
        'N.º de orden,Miembro,Agente directo,Movimiento,Depósitos,Retiros,Fecha',
        `D1,gm00100,agent01,Depósito,150.00,,${time(Date.UTC(2026, 10, 21, 8))}`,
        `W1,gm00101,ga0001,Retiro,,40.50,${time(Date.UTC(2026, 10, 21, 9))}`,
        'Total,,,,150.00,40.50,',
        '',
      ].join('\r\n'),
    );
    expect(reportCsv(report, textsOf(en)).split('\r\n')[0]).toBe('Order no.,Member,Direct agent,Movement,Deposits,Withdrawals,Date');
  });

  it('escapes what the platform sends (a name with a comma or quotes stays one field)', () => {
    const odd = { ...TRANSACTION_ROWS, list: [{ ...TRANSACTION_ROWS.list[0]!, customerName: 'ana, "la jefa"' }] };
    const lines = reportCsv(tableOf('transactions', odd), textsOf(en)).split('\r\n');
    expect(lines[1]).toContain(',"ana, ""la jefa""",');
  });

  it('leaves the totals row out when there are no totals', () => {
    const report = tableOf('transactions', TRANSACTION_ROWS);
    expect(reportCsv({ ...report, totals: null }, textsOf(en)).trimEnd().split('\r\n')).toHaveLength(3);
  });
});
