/**
 * /member/domainList: the brand's main domain and its mirrors (GET /wps/system/domainRoute), each
 * with a copy button (the domainList chart: copied or refused, shown for a moment) and an open link.
 */
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { ExternalLinkIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { Card, Page, PageHead, Row } from '../ledger/parts';
import { useDomainList } from './useDomainList';

export default function DomainListPage() {
  const { t } = useTranslation(['account', 'errors']);
  const list = useDomainList();
  return (
    <Page data-testid="domain-list" data-status={list.status}>
      <PageHead title={t('domains.title')} intro={t('domains.intro')} />
      {list.status === 'loading' ? (
        <Card role="status">
          <Spinner size="sm" decorative /> {t('domains.loading')}
        </Card>
      ) : null}
      {list.status === 'failed' ? (
        <Notice tone="error" data-testid="domains-failure" onRetry={list.retry} retryLabel={t('retry')}>
          {t(list.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : null}
      {list.status === 'empty' ? <Empty data-testid="domains-empty">{t('domains.empty')}</Empty> : null}
      {list.status === 'ready' ? (
        <Domains>
          {list.domains.map((domain) => {
            const copy = list.copyState?.url === domain.url ? list.copyState.state : 'idle';
            const host = domain.url.replace(/^https?:\/\//i, '');
            return (
              <Card as="li" key={domain.url} data-testid="domain-row" data-url={domain.url}>
                <Row>
                  <strong>{host}</strong>
                  <small>{t(domain.main ? 'domains.main' : 'domains.mirror')}</small>
                </Row>
                <Row>
                  <Button variant="outline" size="sm" onClick={() => list.copy(domain.url)} loading={copy === 'copying'} data-testid="domain-copy" aria-label={t('domains.copyLabel', { host })}>
                    {t('domains.copy')}
                  </Button>
                  <LinkButton href={domain.url} target="_blank" rel="noopener noreferrer" variant="ghost" size="sm" icon={<ExternalLinkIcon size={14} />} data-testid="domain-open" aria-label={t('domains.openLabel', { host })}>
                    {t('domains.open')}
                  </LinkButton>
                  <CopyStatus role="status" data-testid="domain-copy-status" data-state={copy}>
                    {copy === 'copied' ? t('domains.copied') : copy === 'failed' ? t('domains.copyFailed') : ''}
                  </CopyStatus>
                </Row>
              </Card>
            );
          })}
        </Domains>
      ) : null}
    </Page>
  );
}

const Domains = styled('ul', { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '$2', '& strong': { wordBreak: 'break-all' }, '& small': { color: '$textMuted' } });
const CopyStatus = styled('span', { fontSize: '$sm', fontWeight: '$semibold', '&[data-state="failed"]': { color: '$dangerText' } });
