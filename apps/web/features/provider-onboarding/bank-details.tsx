'use client';
// /serviceprovider/bankdetail (spec §7 fetch-stripe-account, stripe-account, external-account):
// the payout account and the bank account it pays into. With Stripe configured, setting up
// payouts continues on Stripe's hosted page, which sends the provider back here with
// ?onboarding=done (finished) or ?onboarding=retry (the link expired).
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { CircleCheck, CircleDashed, CircleAlert, Landmark } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { FormSkeleton } from '@/components/ui/skeleton';
import { apiRequest, errorMessage } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';
import { BankAccountForm } from './bank-account-form';
import { providerKeys, usePayoutAccount, type PayoutAccount } from './provider-onboarding-api';

type OnboardingReturn = 'done' | 'retry';

/** e.g. "November 27, 2026 at 3:42 p.m.", on the provider's own clock. */
const formatHoldEnd = (iso: string) => dayjs(iso).format('MMMM D, YYYY [at] h:mm a');

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
  if (account.payoutsEnabled) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-4" /> Payouts enabled
      </p>
    );
  }
  if (pausedByGateway(account)) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
        <CircleAlert aria-hidden="true" className="size-4" /> Payouts paused
      </p>
    );
  }
  return account.connected ? (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
      <CircleAlert aria-hidden="true" className="size-4" /> Setup not finished
    </p>
  ) : (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
      <CircleDashed aria-hidden="true" className="size-4" /> Not set up
    </p>
  );
}

export function BankDetails({ onboarding }: { onboarding?: OnboardingReturn }) {
  const account = usePayoutAccount();
  let body;
  if (account.data) body = <PayoutSettings account={account.data} onboarding={onboarding} />;
  else if (account.isError) body = <LoadError title="We could not load your payout details" message={errorMessage(account.error)} onRetry={() => account.refetch()} retrying={account.isFetching} />;
  else body = <FormSkeleton fields={2} label="Loading your payout details" />;
  return (
    <>
      <PageHeading title="Bank Detail" description="Where your earnings from completed bookings are paid." />
      {body}
    </>
  );
}

function PayoutSettings({ account, onboarding }: { account: PayoutAccount; onboarding?: OnboardingReturn }) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const [settingUp, setSettingUp] = useState(false);
  const save = (next: PayoutAccount) => queryClient.setQueryData(providerKeys.payoutAccount, next);

  async function setUpPayouts() {
    setSettingUp(true);
    try {
      const { data } = await apiRequest<PayoutAccount & { onboardingUrl: string | null }>(apiPaths.provider.setUpPayoutAccount(), { token });
      const { onboardingUrl, ...next } = data;
      if (onboardingUrl) {
        // The payment provider's hosted page collects identity and bank details, then returns here.
        window.location.assign(onboardingUrl);
        return;
      }
      save(next);
      toast.success('Your payout account is ready. Add your bank account to receive payouts.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setSettingUp(false);
  }

  const finished = account.payoutsEnabled;
  return (
    <div className="space-y-6">
      {onboarding === 'done' && !finished && (
        <Alert tone="info" title="Thanks, your payout setup was sent">
          It can take a few minutes to be confirmed. Refresh this page to see the latest status.
        </Alert>
      )}
      {onboarding === 'retry' && !finished && (
        <Alert tone="warning" title="Your setup link expired">
          Choose Continue setup to pick up where you left off.
        </Alert>
      )}

      <Card title="Payouts" description="Earnings from completed bookings are paid out to your bank account.">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <PayoutStatus account={account} />
          {!finished && (
            <Button variant={account.connected ? 'secondary' : 'primary'} loading={settingUp} onClick={setUpPayouts}>
              {account.connected ? 'Continue setup' : 'Set up payouts'}
            </Button>
          )}
        </div>
        {pausedByGateway(account) && (
          <Alert tone="warning" className="mt-4">
            Payouts paused by the payment provider: it needs {account.requirementsDue.map(humaniseRequirement).join(', ')}.{account.connected && ' Choose Continue setup to provide it.'}
          </Alert>
        )}
      </Card>

      <Card
        title="Bank account"
        description={account.bankAccount ? 'Payouts go to this account. Adding a new one replaces it.' : 'Add the Canadian bank account your payouts should go to.'}
      >
        {account.bankAccount && account.payoutsHeldUntil && (
          <Alert tone="info" title={`Payouts to this account start on ${formatHoldEnd(account.payoutsHeldUntil)}`} className="mb-4">
            For your security, payouts wait for a while after the bank account changes, and we emailed and texted you about it. If you did not make this change, contact our support
            team right away.
          </Alert>
        )}
        {account.bankAccount && (
          <div className="mb-6 flex items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-slate-200">
              <Landmark className="size-5" />
            </span>
            <dl className="min-w-0">
              <dt className="sr-only">Account number</dt>
              <dd className="font-mono text-base font-semibold tracking-wider text-ink">{account.bankAccount.display}</dd>
              <dt className="sr-only">Routing number</dt>
              <dd className="text-sm text-muted">Routing number {account.bankAccount.routing_number}</dd>
            </dl>
          </div>
        )}
        <BankAccountForm replacing={Boolean(account.bankAccount)} onSaved={save} />
      </Card>
    </div>
  );
}
