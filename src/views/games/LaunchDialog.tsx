/** The launch flow's dialog: progress, a failure (#543 maintenance, #734 previous game not finished, …) with retry (none for a game the lobby marked as under maintenance), or a blocked popup with a link. */
import { useTranslation } from 'react-i18next';
import type { LaunchView } from '@machines/games/launch.connect';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';

export default function LaunchDialog({ launch }: { launch: LaunchView }) {
  const { t } = useTranslation(['games', 'errors', 'common']);
  const { name, url, dismiss } = launch;
  const answerable = launch.failed || launch.blocked;

  return (
    <Dialog
      open
      onClose={answerable ? dismiss : () => undefined}
      title={t('games:launch.title', { name })}
      size="sm"
      id="launch-dialog"
      footer={
        launch.failed ? (
          <>
            <Button variant="secondary" onClick={dismiss}>
              {t('common:actions.close')}
            </Button>
            {launch.retryable ? <Button onClick={launch.retry}>{t('games:retry')}</Button> : null}
          </>
        ) : launch.blocked ? (
          <Button variant="secondary" onClick={dismiss}>
            {t('common:actions.close')}
          </Button>
        ) : null
      }
    >
      {launch.starting ? (
        <Row data-testid="launch-progress" role="status">
          <Spinner size="sm" decorative />
          {t('games:launch.starting')}
        </Row>
      ) : null}
      {launch.failed ? (
        <p role="alert" data-testid="launch-error">
          {t(launch.failureKey ?? 'errors:unknown')}
        </p>
      ) : null}
      {launch.blocked ? (
        <div role="alert" data-testid="launch-blocked">
          <p>{t('games:launch.blocked')}</p>
          {url ? (
            <p>
              <a href={url} target="_blank" rel="noopener noreferrer" onClick={dismiss}>
                {t('games:launch.openLink', { name })}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

const Row = styled('p', { display: 'flex', alignItems: 'center', gap: '$3' });
