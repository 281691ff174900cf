import { styled } from './theme';

/**
 * The empty state: a muted message in a dashed box ("no games to show", an empty table). The
 * children are the message; pass `role="alert"` when the emptiness is a failure the reader must hear.
 */
export const Empty = styled('p', { color: '$textMuted', padding: '$4', textAlign: 'center', borderRadius: '$lg', border: '1px dashed $border' });
