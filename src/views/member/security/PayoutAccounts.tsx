/**
 * The bound payout accounts: bank cards, e-wallets and crypto addresses, numbers masked by the
 * platform; add one (bank or network from the platform's list, the holder the member's real name,
 * the number checked by the same rules as the platform), remove one after a confirmation. The
 * withdraw page offers the same list.
 */
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WithdrawGroup, WithdrawGroupType } from '@api/withdraw';
import type { PayoutAccountsView } from '@machines/withdraw/payoutAccounts.connect';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Empty } from '../../../ui/Empty';
import { Select, TextInput } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { styled } from '../../../ui/theme';
import { fieldErrorText, useFailureText } from '../../auth/formParts';
import { zodResolver } from '../../auth/zodResolver';
import { Card, Row } from '../ledger/parts';
import { payoutSchema, type PayoutFormValues } from './rules';
import { usePayoutAccounts } from './useSecurityCentre';

export function PayoutAccounts({ realName, onChanged }: { realName: string; onChanged: () => void }) {
  const { t } = useTranslation(['security', 'errors']);
  const payout = usePayoutAccounts();
  const failure = useFailureText(payout.failureKey, payout.failureText);
  const refusal = useFailureText(payout.error?.key ?? null, payout.error?.text ?? null);
  // an account added or removed can change the overview's "payout account" item
  useEffect(() => {
    if (payout.notice) onChanged();
  }, [payout.notice, onChanged]);
  return (
    <Card as="section" id="security-payout" aria-labelledby="security-payout-title" data-testid="security-payout" data-status={payout.status}>
      <h2 id="security-payout-title">{t('payout.title')}</h2>
      <p>{t('payout.intro')}</p>
      {payout.status === 'loading' ? <Skeleton css={{ height: '120px', borderRadius: '$lg' }} /> : null}
      {payout.status === 'failed' ? (
        <Notice tone="error" onRetry={payout.retry} retryLabel={t('retry')} data-testid="payout-failure">
          {failure}
        </Notice>
      ) : null}
      {payout.notice ? (
        <Notice tone="info" role="status" data-testid="payout-notice">
          {t(`payout.notice.${payout.notice}`)}
        </Notice>
      ) : null}
      {payout.error && !payout.adding ? (
        <Notice tone="error" data-testid="payout-error">
          {refusal}
        </Notice>
      ) : null}
      <Groups>
        {payout.groups.map((group) => (
          <GroupCard key={group.type} group={group} payout={payout} />
        ))}
      </Groups>
      {payout.adding ? <AddDialog payout={payout} group={payout.groups.find((group) => group.type === payout.adding) ?? null} realName={realName} /> : null}
      <RemoveDialog payout={payout} />
    </Card>
  );
}

function GroupCard({ group, payout }: { group: WithdrawGroup; payout: PayoutAccountsView }) {
  const { t } = useTranslation('security');
  const titleId = `payout-group-${group.type}`;
  return (
    <Group aria-labelledby={titleId} data-testid={`payout-group-${group.type}`}>
      <h3 id={titleId}>{t(`payout.groups.${group.type}`)}</h3>
      {group.accounts.length === 0 ? <Empty>{t(`payout.empty.${group.type}`)}</Empty> : null}
      <Accounts>
        {group.accounts.map((account) => (
          <li key={account.bankCardId} data-testid="payout-account" data-id={account.bankCardId}>
            <div>
              <strong>{account.bankName}</strong>
              <Number>{account.cardNumber}</Number>
              <small>{account.cardHolder}</small>
            </div>
            <Button variant="ghost" size="sm" onClick={() => payout.askRemove(account.bankCardId)} aria-label={t('payout.removeLabel', { name: `${account.bankName} ${account.cardNumber}` })} data-testid="payout-remove">
              {t('payout.remove')}
            </Button>
          </li>
        ))}
      </Accounts>
      <Row>
        <Button variant="outline" size="sm" onClick={() => payout.add(group.type)} data-testid={`payout-add-${group.type}`}>
          {t(`payout.add.${group.type}`)}
        </Button>
      </Row>
    </Group>
  );
}

function AddDialog({ payout, group, realName }: { payout: PayoutAccountsView; group: WithdrawGroup | null; realName: string }) {
  const { t } = useTranslation(['security', 'errors']);
  const type: WithdrawGroupType = group?.type ?? 'B';
  const { register, handleSubmit, formState } = useForm<PayoutFormValues>({
    resolver: zodResolver(payoutSchema(type)),
    defaultValues: { bankCode: '', cardNumber: '', cardHolder: realName },
  });
  const fieldError = fieldErrorText<keyof PayoutFormValues>(formState.errors, (key) => t(key));
  const refusal = useFailureText(payout.error?.key ?? null, payout.error?.text ?? null);
  const refusalAt = (name: keyof PayoutFormValues) => fieldError(name) ?? (payout.error?.field === name ? (refusal ?? undefined) : undefined);
  const submit = handleSubmit((values) => payout.bind({ groupType: type, bankCode: values.bankCode, cardNumber: values.cardNumber.replace(/\s+/g, ''), cardHolder: values.cardHolder.trim() }));
  const aboveForm = payout.error && !['bankCode', 'cardNumber', 'cardHolder'].includes(payout.error.field ?? '') ? refusal : null;
  return (
    <Dialog open onClose={payout.cancel} title={t(`payout.add.${type}`)} size="md" id="payout-add-dialog">
      <Form onSubmit={submit} noValidate aria-busy={payout.binding || undefined} data-testid="payout-form" data-group={type}>
        {aboveForm ? (
          <Notice tone="error" data-testid="payout-form-error">
            {aboveForm}
          </Notice>
        ) : null}
        <Select
          label={t(`payout.form.bank.${type}`)}
          placeholder={t('payout.form.choose')}
          options={(group?.banks ?? []).map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
          required
          error={refusalAt('bankCode')}
          data-testid="payout-bank"
          {...register('bankCode')}
        />
        <TextInput
          label={t(`payout.form.number.${type}`)}
          hint={t(`payout.form.numberHint.${type}`)}
          inputMode={type === 'B' ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
          required
          error={refusalAt('cardNumber')}
          data-testid="payout-number"
          {...register('cardNumber')}
        />
        <TextInput label={t('payout.form.holder')} hint={t('payout.form.holderHint')} readOnly required error={refusalAt('cardHolder')} data-testid="payout-holder" {...register('cardHolder')} />
        <Actions>
          <Button variant="ghost" onClick={payout.cancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={payout.binding} data-testid="payout-submit">
            {t('payout.form.submit')}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

function RemoveDialog({ payout }: { payout: PayoutAccountsView }) {
  const { t } = useTranslation('security');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const account = payout.confirmingRemove;
  return (
    <Dialog
      open={account !== null}
      onClose={payout.cancel}
      size="sm"
      title={t('payout.confirmTitle')}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={payout.cancel} disabled={payout.removing} data-testid="payout-remove-cancel">
            {t('cancel')}
          </Button>
          <Button variant="danger" loading={payout.removing} onClick={payout.confirmRemove} data-testid="payout-remove-confirm">
            {t('payout.confirmRemove')}
          </Button>
        </>
      }
    >
      {account ? <p>{t('payout.confirmText', { name: `${account.bankName} ${account.cardNumber}` })}</p> : null}
    </Dialog>
  );
}

const Groups = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: '1fr', '@lg': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } });
const Group = styled('section', { display: 'flex', flexDirection: 'column', gap: '$2', padding: '$3', borderRadius: '$md', border: '1px solid $border', '& h3': { fontSize: '$md' } });
const Accounts = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& li': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '$2', padding: '$2', borderRadius: '$md', backgroundColor: '$surface2' },
  '& li > div': { display: 'flex', flexDirection: 'column', minWidth: 0 },
  '& small': { color: '$textMuted' },
});
const Number = styled('span', { fontFamily: '$mono', overflowWrap: 'anywhere' });
const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Actions = styled('div', { display: 'flex', justifyContent: 'flex-end', gap: '$2', flexWrap: 'wrap' });
