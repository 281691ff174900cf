/** What a live-support button is handed to draw itself (LiveSupportSlot). */
export interface SupportButtonProps {
  readonly status: 'loading' | 'ready' | 'unavailable' | 'failed';
  readonly disabled: boolean;
  readonly busy: boolean;
  /** Opens the first entry (panel or new tab). */
  readonly onClick: () => void;
  /** errors:… key of a failure, shown beside the button. */
  readonly failureKey: string | null;
}
