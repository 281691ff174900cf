/**
 * Catches a part of the page that could not be drawn, above all a lazily loaded chunk that still
 * failed after loadChunk's attempts (offline, a dropped request): the rest of the page stays, and
 * this part says what happened and offers to reload it. React keeps a failed lazy component
 * failed, so the way back is a fresh load of the page (what was typed in this part is gone with
 * it; nothing typed elsewhere was in a chunk that failed to arrive).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Notice } from './Notice';

interface BoundaryProps {
  children: ReactNode;
  /** Names the region in the page for tests and support: data-testid="chunk-failed-<area>". */
  area: string;
  /** `inline` for a slot in a bar (the header): a small reload button instead of a message box. */
  size?: 'block' | 'inline';
}

export class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // kept visible to whoever opens the console; the player sees the notice
    console.warn(`[${this.props.area}] part of the page could not be drawn`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ChunkFailed area={this.props.area} size={this.props.size ?? 'block'} /> : this.props.children;
  }
}

function ChunkFailed({ area, size }: { area: string; size: 'block' | 'inline' }) {
  const { t } = useTranslation('common');
  const reload = () => window.location.reload();
  if (size === 'inline') {
    return (
      <span role="alert" data-testid={`chunk-failed-${area}`}>
        <Button size="sm" variant="secondary" onClick={reload} title={t('ui.chunkFailed.title')}>
          {t('ui.chunkFailed.reload')}
        </Button>
      </span>
    );
  }
  return (
    <Notice tone="error" data-testid={`chunk-failed-${area}`} title={t('ui.chunkFailed.title')} onRetry={reload} retryLabel={t('ui.chunkFailed.reload')}>
      {t('ui.chunkFailed.message')}
    </Notice>
  );
}
