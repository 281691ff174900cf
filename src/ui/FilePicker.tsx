/**
 * A file input drawn as a button in the page's language, with what is chosen beside it: the
 * browser's own control says "Choose Files / No file chosen" in the browser's language, whatever
 * the page's. The real <input type="file"> stays (visually hidden, focusable, labelled by its
 * Field), so keyboards, screen readers and tests use it as before.
 */
import type { ComponentProps } from 'react';
import { styled } from './theme';

const Picker = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', flexWrap: 'wrap', position: 'relative' });

const Input = styled('input', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  border: 0,
  // the drawn button shows the input's focus
  '&:focus-visible + label': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:disabled + label': { opacity: 0.5, cursor: 'not-allowed' },
});

const PickButton = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 $4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface2',
  color: '$text',
  fontWeight: 600,
  cursor: 'pointer',
});

const Chosen = styled('span', { color: '$textMuted', fontSize: '$sm', overflowWrap: 'anywhere' });

export interface FilePickerProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The button's text ("Elegir imágenes"). */
  readonly buttonLabel: string;
  /** What is chosen ("Ninguna imagen elegida"), said politely when it changes. */
  readonly chosenLabel: string;
}

export function FilePicker({ buttonLabel, chosenLabel, id, ...input }: FilePickerProps) {
  return (
    <Picker>
      <Input {...input} id={id} type="file" />
      <PickButton htmlFor={id} aria-hidden="true">
        {buttonLabel}
      </PickButton>
      <Chosen aria-live="polite">{chosenLabel}</Chosen>
    </Picker>
  );
}
