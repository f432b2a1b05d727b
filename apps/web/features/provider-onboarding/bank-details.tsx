'use client';
// /serviceprovider/bankdetail (the API's fetch-stripe-account, stripe-account and external-account calls):
// the payout account and the bank account it pays into. With Stripe configured, setting up
// payouts continues on Stripe's hosted page, which sends the provider back here with
// ?onboarding=done (finished) or ?onboarding=retry (the link expired).
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleDashed, CircleAlert, Landmark } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { FormSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { BankAccountForm } from './bank-account-form';
import { providerKeys, usePayoutAccount, useSetUpPayoutAccount, type PayoutAccount } from './provider-onboarding-api';

type OnboardingReturn = 'done' | 'retry';

function Card({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The payment provider's requirement names, readable: 'individual.verification_document' → 'individual verification document'. */
const humaniseRequirement = (requirement: string) => requirement.replace(/[._]+/g, ' ').trim();

/** Payouts were set up, but the payment provider paused them until it gets what it lists. */
const pausedByGateway = (account: PayoutAccount) => !account.payoutsEnabled && account.requirementsDue.length > 0;

function PayoutStatus({ account }: { account: PayoutAccount }) {
  const t = useTranslations('provider.bank.status');
  if (account.payoutsEnabled) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-4" /> {t('enabled')}
      </p>
    );
  }
  if (pausedByGateway(account)) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
        <CircleAlert aria-hidden="true" className="size-4" /> {t('paused')}
      </p>
    );
  }
  return account.connected ? (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
      <CircleAlert aria-hidden="true" className="size-4" /> {t('unfinished')}
    </p>
  ) : (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
      <CircleDashed aria-hidden="true" className="size-4" /> {t('notSetUp')}
    </p>
  );
}

export function BankDetails({ onboarding }: { onboarding?: OnboardingReturn }) {
  const t = useTranslations('provider.bank');
  const account = usePayoutAccount();
  let body;
  if (account.data) body = <PayoutSettings account={account.data} onboarding={onboarding} />;
  else if (account.isError) body = <LoadError title={t('loadError')} message={errorMessage(account.error)} onRetry={() => account.refetch()} retrying={account.isFetching} />;
  else body = <FormSkeleton fields={2} label={t('loading')} />;
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      {body}
    </>
  );
}

function PayoutSettings({ account, onboarding }: { account: PayoutAccount; onboarding?: OnboardingReturn }) {
  const t = useTranslations('provider.bank');
  const format = useFormat();
  const setUpPayoutAccount = useSetUpPayoutAccount();
  const queryClient = useQueryClient();
  const [settingUp, setSettingUp] = useState(false);
  const save = (next: PayoutAccount) => queryClient.setQueryData(providerKeys.payoutAccount, next);

  async function setUpPayouts() {
    setSettingUp(true);
    try {
      const { data } = await setUpPayoutAccount();
      const { onboardingUrl, ...next } = data;
      if (onboardingUrl) {
        // The payment provider's hosted page collects identity and bank details, then returns here.
        window.location.assign(onboardingUrl);
        return;
      }
      save(next);
      toast.success(t('ready'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setSettingUp(false);
  }

  const finished = account.payoutsEnabled;
  return (
    <div className="space-y-6">
      {onboarding === 'done' && !finished && (
        <Alert tone="info" title={t('onboardingDone.title')}>
          {t('onboardingDone.body')}
        </Alert>
      )}
      {onboarding === 'retry' && !finished && (
        <Alert tone="warning" title={t('onboardingRetry.title')}>
          {t('onboardingRetry.body')}
        </Alert>
      )}

      <Card title={t('payouts.title')} description={t('payouts.description')}>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <PayoutStatus account={account} />
          {!finished && (
            <Button variant={account.connected ? 'secondary' : 'primary'} loading={settingUp} onClick={setUpPayouts}>
              {account.connected ? t('payouts.continue') : t('payouts.setUp')}
            </Button>
          )}
        </div>
        {pausedByGateway(account) && (
          <Alert tone="warning" className="mt-4">
            {t('payouts.pausedByGateway', { requirements: account.requirementsDue.map(humaniseRequirement).join(', ') })}
            {account.connected && ` ${t('payouts.provideIt')}`}
          </Alert>
        )}
      </Card>

      <Card
        title={t('account.title')}
        description={account.bankAccount ? t('account.descriptionSaved') : t('account.descriptionNone')}
      >
        {account.bankAccount && account.payoutsHeldUntil && (
          <Alert tone="info" title={t('account.heldUntil', { date: format.date(account.payoutsHeldUntil, 'long'), time: format.time(account.payoutsHeldUntil) })} className="mb-4">
            {t('account.heldBody')}
          </Alert>
        )}
        {account.bankAccount && (
          <div className="mb-6 flex items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-slate-200">
              <Landmark className="size-5" />
            </span>
            <dl className="min-w-0">
              <dt className="sr-only">{t('account.number')}</dt>
              <dd className="font-mono text-base font-semibold tracking-wider text-ink">{account.bankAccount.display}</dd>
              <dt className="sr-only">{t('account.routing')}</dt>
              <dd className="text-sm text-muted">{t('account.routingValue', { routing: account.bankAccount.routing_number })}</dd>
            </dl>
          </div>
        )}
        <BankAccountForm replacing={Boolean(account.bankAccount)} onSaved={save} />
      </Card>
    </div>
  );
}
