// @vitest-environment jsdom
/** The src/ui primitives as a reader meets them: tables, amounts, pages, countdowns, chips, dates. */
import { act, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../src/i18n';
import { Amount, formatAmount } from '../../../src/ui/Amount';
import { Chip } from '../../../src/ui/Chip';
import { Countdown, formatRemaining } from '../../../src/ui/Countdown';
import { DataTable, type DataTableColumn } from '../../../src/ui/DataTable';
import { DateRangeField, type DateRange } from '../../../src/ui/DateRangeField';
import { Notice } from '../../../src/ui/Notice';
import { Pagination } from '../../../src/ui/Pagination';
import { RangeFilter } from '../../../src/ui/RangeFilter';
import { StatCard } from '../../../src/ui/StatCard';
import { mountRoot, type MountedRoot } from './mountRoot';

let mounted: MountedRoot | null = null;

function render(node: React.ReactNode): HTMLDivElement {
  mounted = mountRoot();
  mounted.render(node);
  return mounted.host;
}

function unmount() {
  mounted?.unmount();
  mounted = null;
}

function setWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && /min-width: 768px/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const click = (element: Element | null) => act(() => (element as HTMLElement).click());

beforeAll(async () => {
  localStorage.clear();
  await initI18n();
});

afterEach(() => {
  unmount();
  document.body.innerHTML = '';
});

afterAll(async () => {
  await changeLanguage('es');
  localStorage.clear();
});

interface Bet {
  id: string;
  game: string;
  stake: number;
}

const bets: Bet[] = [
  { id: 'a', game: 'Ruleta', stake: 20 },
  { id: 'b', game: 'Baccarat', stake: -5.5 },
  { id: 'c', game: 'Crash', stake: 100 },
];

const columns: DataTableColumn<Bet>[] = [
  { key: 'game', header: 'Juego', cell: (bet) => bet.game, sortValue: (bet) => bet.game },
  { key: 'stake', header: 'Importe', cell: (bet) => <Amount value={bet.stake} />, sortValue: (bet) => bet.stake, align: 'end' },
];

describe('DataTable', () => {
  const games = (container: Element) => [...container.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);

  it('sorts on a header press, toggles the direction and sets aria-sort', () => {
    setWidth(true);
    const container = render(<DataTable caption="Apuestas" columns={columns} rows={bets} rowKey={(bet) => bet.id} />);
    expect(container.querySelector('table caption')?.textContent).toBe('Apuestas');
    expect(games(container)).toEqual(['Ruleta', 'Baccarat', 'Crash']);
    const header = container.querySelector('th[scope="col"]') as HTMLTableCellElement;
    const button = header.querySelector('button') as HTMLButtonElement;
    // a native button: Enter and Space press it from the keyboard
    expect(button.type).toBe('button');
    click(button);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(games(container)).toEqual(['Baccarat', 'Crash', 'Ruleta']);
    click(button);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(games(container)).toEqual(['Ruleta', 'Crash', 'Baccarat']);
    const stake = container.querySelectorAll('th[scope="col"]')[1] as HTMLTableCellElement;
    click(stake.querySelector('button'));
    expect(header.hasAttribute('aria-sort')).toBe(false);
    expect(stake.getAttribute('aria-sort')).toBe('ascending');
    expect(games(container)).toEqual(['Baccarat', 'Ruleta', 'Crash']);
  });

  it('reports the sort when controlled and shows the rows in the order it is given', () => {
    setWidth(true);
    const onSortChange = vi.fn();
    const container = render(
      <DataTable caption="Apuestas" columns={columns} rows={bets} rowKey={(bet) => bet.id} sort={{ key: 'stake', direction: 'descending' }} onSortChange={onSortChange} />,
    );
    expect(games(container)).toEqual(['Crash', 'Ruleta', 'Baccarat']);
    click(container.querySelector('th[aria-sort="descending"] button'));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'stake', direction: 'ascending' });
    expect(games(container)).toEqual(['Crash', 'Ruleta', 'Baccarat']);
  });

  it('shows a totals row, the empty state and the loading state', () => {
    setWidth(true);
    let container = render(<DataTable caption="Apuestas" columns={columns} rows={bets} rowKey={(bet) => bet.id} totals={{ stake: <Amount value={114.5} /> }} />);
    const total = container.querySelector('tfoot tr') as HTMLTableRowElement;
    expect(total.querySelector('th')?.textContent).toBe('Total');
    expect(total.textContent).toContain('$114.50');
    unmount();

    container = render(<DataTable caption="Apuestas" columns={columns} rows={[]} rowKey={(bet) => bet.id} totals={{}} emptyMessage="Sin apuestas" />);
    expect(container.querySelector('tbody p')?.textContent).toBe('Sin apuestas');
    expect(container.querySelector('tfoot')).toBeNull();
    unmount();

    container = render(<DataTable caption="Apuestas" columns={columns} rows={[]} rowKey={(bet) => bet.id} loading loadingRows={3} />);
    expect(container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(3);
    // nothing to sort while loading
    expect(container.querySelector('thead button')).toBeNull();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Cargando…');
  });

  it('draws a secondary column as a labelled second line under its host, wide, and as its own pair in a card', () => {
    const withPlace: DataTableColumn<Bet>[] = [...columns, { key: 'place', header: 'Mesa', under: 'game', cell: (bet) => `M-${bet.id}` }];
    setWidth(true);
    let container = render(<DataTable caption="Apuestas" columns={withPlace} rows={bets} rowKey={(bet) => bet.id} totals={{ stake: '114,50', place: '3 mesas' }} />);
    // two columns, not three: the table is no wider for it
    expect([...container.querySelectorAll('thead th')].map((header) => header.textContent)).toEqual(['Juego▲▼Mesa', 'Importe▲▼']);
    expect(container.querySelector('tbody tr td')?.textContent).toBe('RuletaMesa M-a');
    expect(container.querySelector('tfoot [data-under="place"]')?.textContent).toBe('Mesa 3 mesas');
    unmount();
    setWidth(false);
    container = render(<DataTable caption="Apuestas" columns={withPlace} rows={bets} rowKey={(bet) => bet.id} />);
    const pairs = [...(container.querySelector('li') as HTMLElement).querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Juego: Ruleta', 'Importe: $20.00', 'Mesa: M-a']);
  });

  it('renders each row as a card of label/value pairs on a phone', () => {
    setWidth(false);
    const container = render(<DataTable caption="Apuestas" columns={columns} rows={bets} rowKey={(bet) => bet.id} totals={{ stake: '114,50' }} />);
    expect(container.querySelector('table')).toBeNull();
    const section = container.querySelector('[data-layout="cards"]') as HTMLElement;
    expect(document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Apuestas');
    const cards = container.querySelectorAll('li');
    expect(cards).toHaveLength(4);
    const pairs = [...(cards[1] as HTMLElement).querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Juego: Baccarat', 'Importe: -$5.50']);
    expect((cards[3] as HTMLElement).textContent).toContain('Total');
  });

  it('draws a long list of cards a batch at a time, busy until the last and the totals are drawn', async () => {
    setWidth(false);
    const many = Array.from({ length: 25 }, (_, index) => ({ id: String(index + 1), game: `Juego ${index + 1}`, stake: index + 1 }));
    const container = render(<DataTable caption="Apuestas" columns={columns} rows={many} rowKey={(bet) => bet.id} totals={{ stake: '325,00' }} />);
    const list = container.querySelector('[role="list"]') as HTMLElement;
    // the first commit: a screenful and more, not the whole list
    expect(container.querySelectorAll('li').length).toBeLessThan(25);
    expect(container.querySelectorAll('li').length).toBeGreaterThanOrEqual(4);
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('[data-totals]')).toBeNull();
    // the rest follow in later tasks, in order, and the totals last (drawn by the page's own
    // tasks, not inside act)
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await vi.waitFor(() => expect(list.hasAttribute('aria-busy')).toBe(false), { timeout: 2000, interval: 5 });
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
    const cards = [...container.querySelectorAll('li')];
    expect(cards).toHaveLength(26);
    expect(cards[24]?.textContent).toContain('Juego 25');
    expect(cards[25]?.getAttribute('data-totals')).toBe('true');

    // another list of the same length (a sort, another page) is drawn whole at once
    act(() => mounted?.root.render(<DataTable caption="Apuestas" columns={columns} rows={[...many].reverse()} rowKey={(bet) => bet.id} totals={{ stake: '325,00' }} />));
    expect(container.querySelectorAll('li')).toHaveLength(26);
    expect(container.querySelector('li')?.textContent).toContain('Juego 25');
  });
});

describe('Amount', () => {
  it('formats two decimals in Spanish and English, negatives with a minus', () => {
    expect(formatAmount(1234.5, 'en')).toBe('$1,234.50');
    expect(formatAmount(-1234.5, 'en')).toBe('-$1,234.50');
    expect(formatAmount(1234567.891, 'es')).toBe('$1,234,567.89');
    expect(formatAmount(-0.5, 'es', '€')).toBe('-€0.50');
    expect(formatAmount(-0.001, 'es')).toBe('$0.00');
    expect(formatAmount(3, 'en', '$', true)).toBe('+$3.00');
  });

  it('shows negatives in the outflow colour and positives only when asked', async () => {
    const container = render(
      <>
        <Amount value={-12} />
        <Amount value={12} />
        <Amount value={12} colorPositive />
      </>,
    );
    const [negative, plain, inflow] = [...container.querySelectorAll('span')] as HTMLElement[];
    expect(negative?.textContent).toBe('-$12.00');
    expect(negative?.dataset.sign).toBe('negative');
    expect(negative?.className).toContain('flow-out');
    expect(plain?.className).not.toContain('flow-');
    expect(inflow?.className).toContain('flow-in');
    await act(async () => {
      await changeLanguage('en');
    });
    expect(negative?.textContent).toBe('-$12.00');
    await act(async () => {
      await changeLanguage('es');
    });
  });
});

describe('Pagination', () => {
  it('shows the first, last and nearby pages and calls onChange', () => {
    const onChange = vi.fn();
    const container = render(<Pagination current={6} total={20} onChange={onChange} />);
    const nav = container.querySelector('nav') as HTMLElement;
    expect(nav.getAttribute('aria-label')).toBe('Páginas');
    const labels = [...nav.querySelectorAll('button, span')].map((element) => element.getAttribute('aria-label') ?? element.textContent);
    expect(labels).toEqual(['Página anterior', 'Página 1', 'Página 2', '…', 'Página 4', 'Página 5', 'Página 6', 'Página 7', 'Página 8', '…', 'Página 19', 'Página 20', 'Página siguiente']);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('6');
    click(nav.querySelector('[aria-label="Página 19"]'));
    click(nav.querySelector('[aria-label="Página siguiente"]'));
    expect(onChange.mock.calls).toEqual([[19], [7]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const container = render(<Pagination current={1} total={1} onChange={() => {}} />);
    expect((container.querySelector('[aria-label="Página anterior"]') as HTMLButtonElement).disabled).toBe(true);
    expect((container.querySelector('[aria-label="Página siguiente"]') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Countdown', () => {
  it('formats mm:ss and hh:mm:ss, rounding partial seconds up', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-5)).toBe('00:00');
    expect(formatRemaining(1)).toBe('00:01');
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(5 * 60_000 + 7_000)).toBe('05:07');
    expect(formatRemaining(3_600_000 + 62_000)).toBe('01:01:02');
  });

  it('renders a timer and says once that the time is up', () => {
    const Demo = () => {
      const [left, setLeft] = useState(61_000);
      return (
        <>
          <Countdown remainingMs={left} />
          <button type="button" onClick={() => setLeft(0)}>
            end
          </button>
        </>
      );
    };
    const container = render(<Demo />);
    const timer = container.querySelector('[role="timer"]') as HTMLElement;
    expect(timer.querySelector('time')?.textContent).toBe('01:01');
    expect(timer.querySelector('time')?.getAttribute('datetime')).toBe('PT61S');
    expect(timer.querySelector('[role="status"]')?.textContent).toBe('');
    click(container.querySelector('button'));
    expect(timer.querySelector('time')?.textContent).toBe('00:00');
    expect(timer.querySelector('[role="status"]')?.textContent).toBe('Tiempo terminado');
  });
});

describe('Chip, Notice, StatCard', () => {
  it('a chip toggles aria-pressed', () => {
    const Demo = () => {
      const [on, setOn] = useState(false);
      return (
        <Chip selected={on} onClick={() => setOn(!on)}>
          Nuevos
        </Chip>
      );
    };
    const chip = render(<Demo />).querySelector('button') as HTMLButtonElement;
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('false');
  });

  it('an error notice is an alert with a retry button', () => {
    const onRetry = vi.fn();
    const container = render(
      <Notice tone="error" data-testid="box" onRetry={onRetry}>
        No se pudo cargar.
      </Notice>,
    );
    const box = container.querySelector('[data-testid="box"]') as HTMLElement;
    expect(box.getAttribute('role')).toBe('alert');
    const retry = box.querySelector('button') as HTMLButtonElement;
    expect(retry.textContent).toBe('Reintentar');
    click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a stat card is a group named by its label and says the trend', () => {
    const container = render(<StatCard label="Saldo" value={<Amount value={-3} />} delta="+5%" trend="up" hint="Últimos 7 días" />);
    const group = container.querySelector('[role="group"]') as HTMLElement;
    expect(document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Saldo');
    expect(group.textContent).toContain('-$3.00');
    expect(group.textContent).toContain('Sube+5%');
  });
});

describe('DateRangeField', () => {
  const Demo = ({ initial = {}, onChange }: { initial?: DateRange; onChange?: (range: DateRange) => void }) => {
    const [range, setRange] = useState<DateRange>(initial);
    return (
      <DateRangeField
        label="Periodo"
        value={range}
        min={new Date(2026, 4, 3)}
        max={new Date(2026, 4, 20)}
        onChange={(next) => {
          setRange(next);
          onChange?.(next);
        }}
      />
    );
  };

  async function openCalendar(container: HTMLElement) {
    await act(async () => {
      (container.querySelector('button[aria-haspopup="dialog"]') as HTMLButtonElement).click();
      // the calendar is a lazy chunk: let it load
      await import('../../../src/ui/DateRangeCalendar');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('[role="dialog"] [role="grid"]')).not.toBeNull();
    return container.querySelector('[role="dialog"]') as HTMLElement;
  }

  const dayButton = (dialog: HTMLElement, day: number) =>
    [...dialog.querySelectorAll<HTMLButtonElement>('td button')].find((button) => button.textContent === String(day) && !button.closest('.rdp-outside')) as HTMLButtonElement;

  it('labels the group and both fields', () => {
    const container = render(<Demo />);
    expect(container.querySelector('legend')?.textContent).toBe('Periodo');
    const labels = [...container.querySelectorAll('label')].map((label) => [label.textContent, (document.getElementById(label.htmlFor) as HTMLInputElement).readOnly]);
    expect(labels).toEqual([
      ['Desde', true],
      ['Hasta', true],
    ]);
    expect(container.querySelector('button[aria-haspopup="dialog"]')?.getAttribute('aria-label')).toBe('Elegir fechas');
  });

  it('opens, picks a range in either order and closes with focus back on the opener', async () => {
    const onChange = vi.fn();
    const container = render(<Demo initial={{ from: new Date(2026, 4, 10) }} onChange={onChange} />);
    const opener = container.querySelector('button[aria-haspopup="dialog"]') as HTMLButtonElement;
    opener.focus();
    const dialog = await openCalendar(container);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Calendario');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => dayButton(dialog, 15).click());
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Elija la fecha final');
    await act(async () => dayButton(dialog, 8).click());
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2026, 4, 8), to: new Date(2026, 4, 15) });
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
    const values = [...container.querySelectorAll('input')].map((input) => input.value);
    expect(values).toEqual(['08/05/2026', '15/05/2026']);
  });

  it('disables the days outside min and max, and Escape closes', async () => {
    const container = render(<Demo initial={{ from: new Date(2026, 4, 10) }} />);
    const dialog = await openCalendar(container);
    expect(dayButton(dialog, 2).disabled).toBe(true);
    expect(dayButton(dialog, 3).disabled).toBe(false);
    expect(dayButton(dialog, 20).disabled).toBe(false);
    expect(dayButton(dialog, 21).disabled).toBe(true);
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('RangeFilter', () => {
  const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

  it('offers presets counted back from today (today included) and hands the chart yyyy-mm-dd days', async () => {
    const onRange = vi.fn();
    const container = render(<RangeFilter label="Periodo" from="2026-05-01" to="2026-05-07" presets={[{ days: 1, label: 'Hoy' }, { days: 7, label: '7 días' }]} onRange={onRange} error={null} data-testid="demo-range" />);
    expect(container.querySelector('[data-testid="demo-range"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="demo-range-error"]')).toBeNull();
    await act(async () => {
      (container.querySelector('button[aria-haspopup="dialog"]') as HTMLButtonElement).click();
      await import('../../../src/ui/DateRangeCalendar');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const week = [...container.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((button) => button.textContent === '7 días');
    click(week ?? null);
    const today = new Date();
    expect(onRange).toHaveBeenCalledWith(day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6)), day(today));
  });

  it('shows the chart\'s refusal under the field', () => {
    const container = render(<RangeFilter label="Periodo" from="2026-05-01" to="2026-05-07" presets={[]} onRange={() => undefined} error="Elige como máximo 90 días." data-testid="demo-range" />);
    expect(container.querySelector('[data-testid="demo-range-error"]')?.textContent).toBe('Elige como máximo 90 días.');
  });
});
