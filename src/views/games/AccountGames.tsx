/**
 * /favorite and /recent (SPEC.md §2 "Account games"): the member's favourite or recently played
 * games of every category, in the lobby chart with its filter fixed. A visitor is sent to the
 * login popup.
 */
import { SendToLogin } from '../../app/navigation';
import { useSessionView } from '../layout/useSessionView';
import { GameGridSkeleton } from './GameGrid';
import { GameLobby } from './GameLobby';

export function AccountGames({ type }: { type: 'favorite' | 'recent' }) {
  const session = useSessionView();
  // a stored token is still being checked: wait for the answer before sending anyone to log in
  if (session.restoring) return <GameGridSkeleton count={18} />;
  if (!session.loggedIn) return <SendToLogin />;
  return <GameLobby key={type} gameType="" vendor={null} filter={type === 'favorite' ? 'FAV' : 'RECENT'} />;
}

export function FavoriteGames() {
  return <AccountGames type="favorite" />;
}

export function RecentGames() {
  return <AccountGames type="recent" />;
}
