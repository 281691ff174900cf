/**
 * The check on sign-in: a member with a C2C part waiting for an answer gets the confirmation
 * dialog over whatever page they are on. Rendered by App while a non-trial member is signed in
 * (its own lazily loaded chunk); once dismissed it stays closed for the session's page life.
 */
import { useSearch } from 'wouter';
import { useInTurn } from '../../../app/dialogs';
import { ConfirmationView } from './ConfirmationDialog';
import { useWithdrawalConfirmation } from './useWithdrawalConfirmation';

function PendingConfirmation() {
  const confirmation = useWithdrawalConfirmation(null);
  // a dialog asked for by its link (?confirm=…) is already on screen
  const asked = new URLSearchParams(useSearch()).has('confirm');
  const open = !asked && confirmation.order !== null && (confirmation.status === 'ready' || confirmation.status === 'loading');
  // in its turn: after what the user asked for, before information (src/app/dialogs.tsx)
  const shown = useInTurn('withdrawal-confirmation', 'account', open);
  return <ConfirmationView confirmation={confirmation} open={shown} managed />;
}

export default PendingConfirmation;
