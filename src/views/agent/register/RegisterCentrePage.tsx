/**
 * /agentHome/registerCenter (SPEC.md §2): an agent registers a downline account (member
 * or agent) under the player registration form's rules, and keeps its affiliate links — create
 * (member type, remark), list, copy, show as a QR code, delete after a confirmation. The
 * registerDownline and affiliateLinks charts own every flow; the QR code is drawn by a lazy chunk
 * (uqr) fetched the first time a QR dialog opens, so the library is in no other page.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AffiliateLink } from '@api/index';
import type { AffiliateLinksView } from '@machines/agent/affiliateLinks.connect';
import type { RegisterDownlineView } from '@machines/agent/registerDownline.connect';
import type { z } from 'zod';
import { Button } from '../../../ui/Button';
import { ChunkBoundary } from '../../../ui/ChunkBoundary';
import { Dialog } from '../../../ui/Dialog';
import { Empty } from '../../../ui/Empty';
import { Select, TextInput } from '../../../ui/Field';
import { CheckIcon, QrCodeIcon, UserPlusIcon } from '../../../ui/icons';
import { lazyChunk } from '../../../ui/loadChunk';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import type { RegisterSettingsMap } from '../../../validation/register-form';
import { PageHead } from '../team/parts';
import {
  ACCOUNT_TYPES,
  affiliateLinkOf,
  affiliateLinkSchema,
  downlineOf,
  downlineSchema,
  REMARK_MAX,
  ruleMessageOf,
  type AffiliateLinkFormValues,
  type DownlineFormValues,
} from './downlineRules';
import { useAffiliateLinks, useRegisterDownline } from './useRegisterCentre';
import { SuspenseBoundary } from '../../../ui/SuspenseBoundary';

const QrImage = lazyChunk(() => import('./QrImage'));

/** A react-hook-form resolver for a zod schema whose messages are rule messages (key and values) of `ns`. */
function useRuleResolver<T extends Record<string, unknown>>(schema: z.ZodType<T>, ns: string): Resolver<T> {
  const { t } = useTranslation(ns);
  return useMemo<Resolver<T>>(
    () => (values) => {
      const parsed = schema.safeParse(values);
      if (parsed.success) return { values: parsed.data, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        const message = ruleMessageOf(issue.message);
        if (!errors[name]) errors[name] = { type: issue.code, message: t(message.key, { ns, ...message.values }) };
      }
      return { values: {}, errors: errors as FieldErrors<T> };
    },
    [schema, ns, t],
  );
}

/** The text of a failure: the catalogue's, or the platform's own words for a code it does not know. */
function useFailure(errorKey: string | null, errorText: string | null): string | null {
  const { t } = useTranslation('errors');
  if (!errorKey) return null;
  const key = errorKey.replace(/^errors:/, '');
  return key === 'unknown' && errorText ? errorText : t(key);
}

function RegisterCentrePage() {
  const { t } = useTranslation(['registerCentre', 'agent']);
  return (
    <Page data-testid="register-centre">
      <PageHead title={<span id="agent-page-title">{t('agent:pages.registerCenter')}</span>} intro={t('intro')} />
      <Columns>
        <DownlineSection />
        <LinksSection />
      </Columns>
    </Page>
  );
}

export default RegisterCentrePage;

// ------------------------------------------------------------------------------------ new downline

function DownlineSection() {
  const { t } = useTranslation('registerCentre');
  const downline = useRegisterDownline();
  const failure = useFailure(downline.errorKey, downline.errorText);
  return (
    <Card aria-labelledby="downline-title" data-testid="downline-register" data-status={downline.status}>
      <h2 id="downline-title">{t('downline.title')}</h2>
      <p>{t('downline.intro')}</p>
      {downline.status === 'loading' ? (
        // the form itself, unusable until its rules are in: the section below does not move when they come
        <DownlineForm key="loading" downline={downline} failure={null} loading />
      ) : downline.status === 'loadFailed' ? (
        <Notice tone="error" onRetry={downline.retry} retryLabel={t('retry')} data-testid="downline-load-failure">
          {failure}
        </Notice>
      ) : downline.status === 'created' && downline.created ? (
        <Notice tone="info" title={t('downline.created.title')} data-testid="downline-created">
          <p>{t(downline.created.type === 0 ? 'downline.created.member' : 'downline.created.agent', { account: downline.created.account })}</p>
          <Button variant="secondary" icon={<UserPlusIcon size={16} />} onClick={downline.another} data-testid="downline-another">
            {t('downline.another')}
          </Button>
        </Notice>
      ) : (
        <DownlineForm key={downline.formKey} downline={downline} failure={failure} />
      )}
    </Card>
  );
}

function DownlineForm({ downline, failure, loading = false }: { downline: RegisterDownlineView; failure: string | null; loading?: boolean }) {
  const { t } = useTranslation(['registerCentre', 'register']);
  const schema = useMemo(() => downlineSchema((downline.settings ?? {}) as RegisterSettingsMap), [downline.settings]);
  const resolver = useRuleResolver<DownlineFormValues>(schema, 'register');
  const { register, handleSubmit, formState, setFocus } = useForm<DownlineFormValues>({
    resolver,
    defaultValues: { username: '', password: '', confirmPassword: '', nickname: '', accountType: 'MEMBER' },
  });
  // A refusal the platform names a field for shows there until the next answer.
  const fieldError = (name: keyof DownlineFormValues): string | undefined => {
    const own = formState.errors[name]?.message;
    if (typeof own === 'string' && own) return own;
    const server = downline.fieldErrors[name];
    return server ? t(server.key, { ns: 'register', ...server.values }) : undefined;
  };
  const refusedField = Object.keys(downline.fieldErrors)[0] as keyof DownlineFormValues | undefined;
  useEffect(() => {
    if (refusedField) setFocus(refusedField);
  }, [downline.fieldErrors, refusedField, setFocus]);

  return (
    <Form noValidate onSubmit={handleSubmit((values) => downline.submit(downlineOf(values)))} aria-busy={loading || downline.submitting || undefined} data-testid="downline-form">
      <Fields disabled={loading}>
        {failure ? (
          <Notice tone="error" data-testid="downline-error">
            {failure}
          </Notice>
        ) : null}
        <Select
          label={t('downline.accountType')}
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`accountTypes.${type}`) }))}
          data-testid="downline-type"
          {...register('accountType')}
        />
        <TextInput label={t('register:fields.username')} autoComplete="off" required error={fieldError('username')} data-testid="downline-username" {...register('username')} />
        <TextInput label={t('register:fields.password')} type="password" autoComplete="new-password" required error={fieldError('password')} data-testid="downline-password" {...register('password')} />
        <TextInput
          label={t('register:fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={fieldError('confirmPassword')}
          data-testid="downline-confirm"
          {...register('confirmPassword')}
        />
        <TextInput label={t('downline.nickname')} autoComplete="off" hint={t('downline.nicknameHint')} error={fieldError('nickname')} data-testid="downline-nickname" {...register('nickname')} />
        <Button type="submit" variant="primary" loading={downline.submitting} icon={<UserPlusIcon size={16} />} data-testid="downline-submit">
          {t('downline.submit')}
        </Button>
      </Fields>
    </Form>
  );
}

// ------------------------------------------------------------------------------------ affiliate links

function LinksSection() {
  const { t } = useTranslation('registerCentre');
  const links = useAffiliateLinks();
  const failure = useFailure(links.failureKey, links.failureText);
  const actionFailure = useFailure(links.actionErrorKey, links.actionErrorText);
  return (
    <Card aria-labelledby="links-title" data-testid="affiliate-links" data-status={links.status}>
      <h2 id="links-title">{t('links.title')}</h2>
      <p>{links.max ? t('links.introMax', { max: links.max }) : t('links.intro')}</p>
      {links.status === 'failed' ? (
        <Notice tone="error" onRetry={links.retry} retryLabel={t('retry')} data-testid="links-failure">
          {failure}
        </Notice>
      ) : (
        <>
          <LinkForm links={links} />
          {links.unconfirmed ? (
            <OutcomeNotice
              outcome={links.outcome}
              what={
                links.unconfirmed.remark
                  ? t('links.whatRemark', { type: t(`accountTypes.${links.unconfirmed.memberType}`), remark: links.unconfirmed.remark })
                  : t('links.what', { type: t(`accountTypes.${links.unconfirmed.memberType}`) })
              }
              onCheckAgain={links.checkAgain}
              data-testid="links-outcome"
            />
          ) : null}
          {actionFailure ? (
            <Notice tone="error" data-testid="links-action-error">
              {actionFailure}
            </Notice>
          ) : null}
          {links.status === 'loading' ? (
            <Spinner size="md" label={t('links.loading')} />
          ) : links.status === 'empty' ? (
            <Empty role="status" data-testid="links-empty">
              {t('links.empty')}
            </Empty>
          ) : (
            <LinkList aria-label={t('links.listLabel')} data-testid="links-list">
              {links.links.map((link) => (
                <LinkRow key={link.id} link={link} links={links} />
              ))}
            </LinkList>
          )}
        </>
      )}
      <DeleteDialog links={links} />
      <QrDialog links={links} />
    </Card>
  );
}

function LinkForm({ links }: { links: AffiliateLinksView }) {
  const { t } = useTranslation('registerCentre');
  const resolver = useRuleResolver<AffiliateLinkFormValues>(affiliateLinkSchema, 'registerCentre');
  const { register, handleSubmit, formState, reset } = useForm<AffiliateLinkFormValues>({ resolver, defaultValues: { memberType: 'MEMBER', remark: '' } });
  // a link was added: the form is ready for the next one
  const created = useRef(links.lastCreatedId);
  useEffect(() => {
    if (links.lastCreatedId === created.current) return;
    created.current = links.lastCreatedId;
    reset({ memberType: 'MEMBER', remark: '' });
  }, [links.lastCreatedId, reset]);
  const disabled = links.status === 'loading';
  return (
    <LinkFormRow noValidate onSubmit={handleSubmit((values) => links.create(affiliateLinkOf(values)))} data-testid="link-form">
      <Select label={t('links.memberType')} options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`accountTypes.${type}`) }))} data-testid="link-type" {...register('memberType')} />
      <TextInput label={t('links.remark')} hint={t('links.remarkHint', { max: REMARK_MAX })} autoComplete="off" error={formState.errors.remark?.message} data-testid="link-remark" {...register('remark')} />
      <Button type="submit" variant="primary" loading={links.creating} disabled={disabled} data-testid="link-create">
        {t('links.create')}
      </Button>
    </LinkFormRow>
  );
}

function LinkRow({ link, links }: { link: AffiliateLink; links: AffiliateLinksView }) {
  const { t } = useTranslation('registerCentre');
  const copy = links.copyState?.id === link.id ? links.copyState.state : null;
  const label = link.remark || link.code;
  return (
    <Row data-testid="link-row" data-id={link.id}>
      <RowHead>
        <strong data-testid="link-remark-text">{label}</strong>
        <TypeBadge>{t(`accountTypes.${link.memberType === 'AGENT' ? 'AGENT' : 'MEMBER'}`)}</TypeBadge>
      </RowHead>
      <Url data-testid="link-url">{link.url}</Url>
      <RowActions>
        <Button size="sm" variant="secondary" icon={copy === 'copied' ? <CheckIcon size={16} /> : undefined} loading={copy === 'copying'} onClick={() => links.copy(link.id)} aria-label={t('links.copyLabel', { name: label })} data-testid="link-copy">
          {t('links.copy')}
        </Button>
        <Button size="sm" variant="secondary" icon={<QrCodeIcon size={16} />} onClick={() => links.showQr(link.id)} aria-label={t('links.qrLabel', { name: label })} data-testid="link-qr">
          {t('links.qr')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => links.askDelete(link.id)} aria-label={t('links.deleteLabel', { name: label })} data-testid="link-delete">
          {t('links.delete')}
        </Button>
        <CopyStatus role="status" data-testid="link-copy-status" data-state={copy ?? 'idle'}>
          {copy === 'copied' ? t('links.copied') : copy === 'failed' ? t('links.copyFailed') : ''}
        </CopyStatus>
      </RowActions>
    </Row>
  );
}

function DeleteDialog({ links }: { links: AffiliateLinksView }) {
  const { t } = useTranslation('registerCentre');
  const link = links.confirmingDelete;
  return (
    <Dialog
      open={link !== null}
      onClose={() => {
        if (!links.deleting) links.cancelDelete();
      }}
      title={t('links.deleteTitle')}
      description={link ? t('links.deleteBody', { name: link.remark || link.code }) : undefined}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={links.cancelDelete} disabled={links.deleting} data-testid="link-delete-cancel">
            {t('links.cancel')}
          </Button>
          <Button variant="danger" loading={links.deleting} onClick={links.confirmDelete} data-testid="link-delete-confirm">
            {t('links.confirmDelete')}
          </Button>
        </>
      }
    />
  );
}

function QrDialog({ links }: { links: AffiliateLinksView }) {
  const { t } = useTranslation('registerCentre');
  const link = links.qrLink;
  return (
    <Dialog open={link !== null} onClose={links.closeQr} title={t('links.qrTitle')} description={link?.remark || link?.code} size="sm" id="link-qr-dialog">
      {link ? (
        <QrBody data-testid="link-qr-dialog">
          <ChunkBoundary area="section">
            <SuspenseBoundary fallback={<Skeleton css={{ width: '240px', height: '240px' }} />}>
              <QrImage text={link.url} alt={t('links.qrAlt', { name: link.remark || link.code })} />
            </SuspenseBoundary>
          </ChunkBoundary>
          <Url>{link.url}</Url>
        </QrBody>
      ) : null}
    </Dialog>
  );
}

// a plain block: the shell's page region (#agent-page) is already named after the page
const Page = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', width: '100%', minWidth: 0, boxSizing: 'border-box' });

const Columns = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: '1fr', alignItems: 'start', '@lg': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)' } });

const Card = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minWidth: 0,
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  '& > h2': { margin: 0, fontSize: '$lg' },
  '& > p': { margin: 0, color: '$textMuted', fontSize: '$sm' },
});

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$3' });

const Fields = styled('fieldset', { display: 'flex', flexDirection: 'column', gap: '$3', border: 0, padding: 0, margin: 0, minWidth: 0 });

const LinkFormRow = styled('form', { display: 'grid', gap: '$3', gridTemplateColumns: '1fr', alignItems: 'start', '& > button': { '@md': { marginTop: '27px' } }, '@md': { gridTemplateColumns: '160px minmax(0, 1fr) auto' } });

const LinkList = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$2' });

const Row = styled('li', { display: 'flex', flexDirection: 'column', gap: '$2', padding: '$3', borderRadius: '$md', border: '1px solid $border', backgroundColor: '$surface2', minWidth: 0 });

const RowHead = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' });

const TypeBadge = styled('span', { fontSize: '$xs', fontWeight: '$semibold', padding: '0 $2', borderRadius: '$pill', backgroundColor: '$goldSoft', color: '$goldText' });

const Url = styled('code', { fontSize: '$sm', color: '$text', overflowWrap: 'anywhere', wordBreak: 'break-all' });

const RowActions = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' });

const CopyStatus = styled('span', { fontSize: '$sm', fontWeight: '$semibold', color: '$goldText', '&[data-state="failed"]': { color: '$danger' } });

const QrBody = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$3', '& img': { width: '240px', height: '240px', maxWidth: '100%', backgroundColor: 'white', padding: '$2', borderRadius: '$md' } });
