/**
 * Tabs (WAI-ARIA tabs pattern): a tablist whose selected tab is the only one in the tab order,
 * arrow keys, Home and End move between tabs, and the panel is labelled by its tab.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from './theme';

export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: ReactNode;
}

export interface TabsProps<T extends string> {
  readonly tabs: readonly TabItem<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  /** Names the tablist for assistive technology. */
  readonly label: string;
  /** Every tab refuses a change (e.g. while the panel's form is being sent). */
  readonly disabled?: boolean;
  readonly children: ReactNode;
}

export function Tabs<T extends string>({ tabs, value, onChange, label, disabled = false, children }: TabsProps<T>) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const index = tabs.findIndex((tab) => tab.id === value);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home' ? 0
            : event.key === 'End' ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <Tab
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${value}`}>
        {children}
      </div>
    </div>
  );
}

const TabList = styled('div', {
  display: 'flex',
  gap: '$1',
  marginBottom: '$3',
  borderBottom: '1px solid $border',
});

const Tab = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  flex: 1,
  textAlign: 'center',
  minHeight: '$touch',
  padding: '0 $3',
  cursor: 'pointer',
  fontSize: '$sm',
  fontWeight: 600,
  color: '$textMuted',
  borderBottom: '2px solid transparent',
  '&[aria-selected="true"]': { color: '$text', borderBottomColor: '$gold' },
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '-2px' },
  '&:disabled': { cursor: 'default', opacity: 0.7 },
});
