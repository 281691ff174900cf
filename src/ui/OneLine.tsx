import type { ComponentProps } from 'react';
import { styled } from './theme';

const Line = styled('span', {
  display: 'block',
  minWidth: 0,
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

type OneLineProps = Omit<ComponentProps<'span'>, 'children' | 'title' | 'ref'> & {
  /** The whole text: shown up to the box's end with an ellipsis, and whole in the tooltip. */
  children: string;
  /** The element it is (a name in a row is often strong). */
  as?: 'span' | 'strong';
};

/**
 * A text kept to one line in a box too narrow for every name (a list row, a chip): what does not
 * fit ends in "…" and the whole text is its title, so a cut name is never the only thing a reader
 * gets. Hand-made ellipses without the title cut names for good ("Sweet Pharaoh De…").
 */
export function OneLine({ children, as = 'span', ...rest }: OneLineProps) {
  return (
    <Line as={as} title={children} {...rest}>
      {children}
    </Line>
  );
}
