/**
 * /member/securityCenter: my account (avatar, nickname, member ID with copy), a
 * security level summary, each security item done or to do with its action (the login password
 * opens the existing change-password popup; the others open a task dialog), and the bound payout
 * accounts. Behaviour lives in the charts (securityCentre, securityTask, payoutAccounts).
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityItemView } from '@machines/security/securityCentre.connect';
import type { SecurityTask } from '@machines/security/securityCentre.machine';
import { Button, LinkButton } from '../../../ui/Button';
import { StaticChip } from '../../../ui/Chip';
import { Dialog } from '../../../ui/Dialog';
import { CheckIcon, ShieldIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { styled } from '../../../ui/theme';
import { useFailureText } from '../../auth/formParts';
import { Card, Page, PageHead, Row } from '../ledger/parts';
import { PayoutAccounts } from './PayoutAccounts';
import { TaskDialog } from './TaskDialog';
import { useSecurityCentre } from './useSecurityCentre';
import { usePlatformPicture } from '../../games/usePlatformPicture';

/** The buttons of an item: the tasks it offers now. */
const ITEM_TASKS: Readonly<Record<SecurityItemView['id'], readonly SecurityTask[]>> = {
  loginPassword: [],
  paymentPassword: ['setPaymentPassword', 'changePaymentPassword', 'resetPaymentPassword'],
  payoutAccount: [],
  mobileVerified: ['verifyMobile'],
  emailVerified: ['verifyEmail'],
  authenticator: ['bindAuthenticator', 'unbindAuthenticator'],
};

function SecurityCentrePage() {
  const { t } = useTranslation(['security', 'errors']);
  const security = useSecurityCentre();
  const picture = usePlatformPicture();
  const failure = useFailureText(security.failureKey, security.failureText);
  const okRef = useRef<HTMLButtonElement>(null);
  const config = security.config;

  return (
    <Page aria-labelledby="security-title" data-testid="security-centre" data-status={security.status} aria-busy={security.refreshing || undefined}>
      <PageHead title={<span id="security-title">{t('title')}</span>} intro={t('intro')} />
      {security.status === 'loading' ? <Skeleton css={{ height: '220px', borderRadius: '$lg' }} /> : null}
      {security.status === 'failed' ? (
        <Notice tone="error" onRetry={security.retry} retryLabel={t('retry')} data-testid="security-failure">
          {failure}
        </Notice>
      ) : null}
      {config ? (
        <>
          {security.lastDone ? (
            <Notice tone="info" role="status" data-testid="security-done">
              {t(`done.${security.lastDone}`)}
            </Notice>
          ) : null}
          {security.refreshFailed ? (
            <Notice tone="warning" onRetry={security.refresh} retryLabel={t('retry')} data-testid="security-refresh-failure">
              {t('refreshFailed')}
            </Notice>
          ) : null}
          <Top>
            <Card as="section" aria-labelledby="security-account" data-testid="security-account">
              <h2 id="security-account">{t('account.title')}</h2>
              <AccountRow>
                {security.iconUrl ? <Avatar src={picture(security.iconUrl)} alt="" width={64} height={64} /> : null}
                <div>
                  <Name data-testid="security-nickname">{config.nickname || config.account}</Name>
                  <Muted>{t('account.username', { account: config.account })}</Muted>
                </div>
              </AccountRow>
              <Row>
                <Muted>{t('account.memberId')}</Muted>
                <MemberId data-testid="security-member-id">{config.memberId}</MemberId>
                <Button variant="outline" size="sm" loading={security.copy === 'copying'} onClick={security.copyId} data-testid="security-copy-id">
                  {t('account.copy')}
                </Button>
              </Row>
            </Card>
            {security.summary ? (
              <Card as="section" aria-labelledby="security-level" data-testid="security-summary" data-level={security.summary.level}>
                <h2 id="security-level">
                  <ShieldIcon aria-hidden /> {t('level.title')}
                </h2>
                <Level tone={security.summary.level}>{t(`level.${security.summary.level}`)}</Level>
                <progress value={security.summary.done} max={security.summary.total} aria-labelledby="security-level-text" />
                <Muted id="security-level-text">{t('level.progress', { done: security.summary.done, total: security.summary.total })}</Muted>
                <Row>
                  <Button variant="ghost" size="sm" loading={security.refreshing} onClick={security.refresh} data-testid="security-refresh">
                    {t('refresh')}
                  </Button>
                </Row>
              </Card>
            ) : null}
          </Top>

          <Card as="section" aria-labelledby="security-items">
            <h2 id="security-items">{t('items.title')}</h2>
            <Items>
              {security.items.map((item) => (
                <Item key={item.id} data-testid={`security-item-${item.id}`} data-done={item.done}>
                  <div>
                    <ItemName>{t(`items.${item.id}.name`)}</ItemName>
                    <Muted>{t(`items.${item.id}.${item.done ? 'done' : 'todo'}`, { mobile: config.mobile, email: config.email })}</Muted>
                  </div>
                  <StaticChip tone={item.done ? 'green' : 'gold'} data-testid="security-item-status">
                    {item.done ? <CheckIcon aria-hidden /> : null}
                    {t(item.done ? 'status.done' : 'status.todo')}
                  </StaticChip>
                  <Row>
                    {item.id === 'loginPassword' ? (
                      <LinkButton href="/changePassword" variant="secondary" size="sm" data-testid="security-login-password">
                        {t('actions.changeLoginPassword')}
                      </LinkButton>
                    ) : null}
                    {item.id === 'payoutAccount' ? (
                      <LinkButton href="#security-payout" variant="secondary" size="sm">
                        {t('actions.manageAccounts')}
                      </LinkButton>
                    ) : null}
                    {ITEM_TASKS[item.id]
                      .filter((task) => security.tasks.includes(task))
                      .map((task) => (
                        <Button key={task} variant={item.done ? 'secondary' : 'primary'} size="sm" onClick={() => security.open(task)} data-testid={`security-open-${task}`}>
                          {t(`actions.${task}`)}
                        </Button>
                      ))}
                  </Row>
                </Item>
              ))}
            </Items>
          </Card>

          <PayoutAccounts realName={config.realName} onChanged={security.refresh} />

          {security.openTask ? <TaskDialog key={security.openTask} task={security.openTask} onClose={security.closeTask} onDone={security.taskDone} /> : null}

          <Dialog
            open={security.copy === 'copied' || security.copy === 'failed'}
            onClose={security.dismissCopy}
            size="sm"
            title={t(security.copy === 'failed' ? 'account.copyFailedTitle' : 'account.copiedTitle')}
            initialFocusRef={okRef}
            footer={
              <Button ref={okRef} onClick={security.dismissCopy} data-testid="security-copy-ok">
                {t('ok')}
              </Button>
            }
          >
            <p data-testid="security-copy-dialog" data-state={security.copy}>
              {t(security.copy === 'failed' ? 'account.copyFailed' : 'account.copied', { id: config.memberId })}
            </p>
          </Dialog>
        </>
      ) : null}
    </Page>
  );
}

export default SecurityCentrePage;

const Top = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: '1.4fr 1fr' }, '& h2': { fontSize: '$lg', display: 'flex', alignItems: 'center', gap: '$2' } });
const AccountRow = styled('div', { display: 'flex', alignItems: 'center', gap: '$3' });
const Avatar = styled('img', { width: '64px', height: '64px', borderRadius: '50%', backgroundColor: '$surface2', flexShrink: 0 });
const Name = styled('p', { fontSize: '$lg', fontWeight: '$semibold' });
const Muted = styled('p', { color: '$textMuted', fontSize: '$sm' });
const MemberId = styled('code', { fontFamily: '$mono', fontSize: '$md', fontWeight: '$semibold' });
const Level = styled('p', {
  fontSize: '$xl',
  fontWeight: '$bold',
  variants: { tone: { low: { color: '$outflow' }, medium: { color: '$goldText' }, high: { color: '$greenText' } } },
});
const Items = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$2' });
const Item = styled('li', {
  display: 'grid',
  gap: '$2',
  alignItems: 'center',
  gridTemplateColumns: '1fr auto',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  '& > div:last-child': { gridColumn: '1 / -1' },
  '@md': { gridTemplateColumns: 'minmax(0, 1fr) auto auto', '& > div:last-child': { gridColumn: 'auto', justifyContent: 'flex-end' } },
});
const ItemName = styled('p', { fontWeight: '$semibold' });
