/**
 * The entries of a centre's menu (member centre, agent centre): a scrolling strip of chips on a
 * phone, a column of links beside the page from the lg breakpoint. The open page's entry carries
 * aria-current="page" and is drawn gold. In the column a long name wraps instead of being cut
 * ("Pérdidas y ganancias de usuarios"); in the phone's strip each chip keeps its name on one line.
 */
import { Link } from 'wouter';
import { styled } from './theme';

export const SideNavList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: '$1',
  '@lg': { flexDirection: 'column' },
});

export const SideNavLink = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$touch',
  px: '$3',
  borderRadius: '$md',
  color: '$text',
  fontSize: '$sm',
  fontWeight: '$semibold',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  backgroundColor: '$surface2',
  '@lg': { backgroundColor: 'transparent', whiteSpace: 'normal', py: '$2' },
  '@hover': { '&:hover': { backgroundColor: '$surface3' } },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
  '&[aria-current="page"]': { backgroundColor: '$goldSoft', color: '$goldText' },
});
