/** The launch chart's dialog: progress, a failure (#543 maintenance, #734 previous game not finished, …) with retry, or a blocked popup with a link. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import type { LaunchActor } from './Launcher';

export default function LaunchDialog({ actor, state }: { actor: LaunchActor; state: string }) {
  const { t } = useTranslation(['games', 'errors', 'common']);
  const failureKey = useSelector(actor, (snapshot) => snapshot.context.failureKey);
  const name = useSelector(actor, (snapshot) => snapshot.context.request?.name ?? '');
  const url = useSelector(actor, (snapshot) => snapshot.context.url);
  const dismiss = () => actor.send({ type: 'DISMISS' });

  return (
    <Dialog
      open
      onClose={state === 'failed' || state === 'blocked' ? dismiss : () => undefined}
      title={t('games:launch.title', { name })}
      size="sm"
      id="launch-dialog"
      footer={
        state === 'failed' ? (
          <>
            <Button variant="secondary" onClick={dismiss}>
              {t('common:actions.close')}
            </Button>
            <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('games:retry')}</Button>
          </>
        ) : state === 'blocked' ? (
          <Button variant="secondary" onClick={dismiss}>
            {t('common:actions.close')}
          </Button>
        ) : null
      }
    >
      {state === 'launching' || state === 'opening' ? (
        <Row data-testid="launch-progress" role="status">
          <Spinner size="sm" decorative />
          {t('games:launch.starting')}
        </Row>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" data-testid="launch-error">
          {t(failureKey ?? 'errors:unknown')}
        </p>
      ) : null}
      {state === 'blocked' ? (
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
