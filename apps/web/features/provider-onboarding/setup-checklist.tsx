'use client';
// What an approved provider still has to do before jobs and payouts flow (phone, business details,
// documents, services and areas, working hours, bank account), each step linking to its page; and why no request
// is open to them when none is. Both read what the onboarding pages already load, so the dashboard
// shares their cache entries rather than asking the API for a summary of its own.
import { REQUIRED_PROVIDER_DOCUMENTS, type ProviderDocumentField } from '@hearth/shared/schemas/provider';
import clsx from 'clsx';
import { CheckCircle2, ChevronRight, Circle, SearchX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link } from '@/i18n/navigation';
import { useCurrentUser } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { useBusinessDetails, usePayoutAccount, useProviderAvailability, useProviderCategories } from './provider-onboarding-api';

const cardClasses = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

type StepKey = 'phone' | 'business' | 'documents' | 'categories' | 'availability' | 'bank';

interface Step {
  key: StepKey;
  done: boolean;
  href: string;
}

const REQUIRED_DOCUMENTS = Object.keys(REQUIRED_PROVIDER_DOCUMENTS) as ProviderDocumentField[];

/**
 * The steps whose answer has arrived, in the order a provider goes through them; a step whose call
 * failed is left out rather than shown as still to do. `undefined` while any call is still pending,
 * so the list does not grow under the reader's eyes.
 */
function useSetupSteps(): Step[] | undefined {
  const user = useCurrentUser();
  const business = useBusinessDetails();
  const categories = useProviderCategories();
  const payout = usePayoutAccount();
  const availability = useProviderAvailability();
  if ([user, business, categories, availability, payout].some((query) => query.isPending)) return undefined;
  const steps: Array<Step | null> = [
    user.data ? { key: 'phone', done: user.data.isPhoneNumberVerified, href: paths.provider.account() } : null,
    business.data ? { key: 'business', done: business.data.submittedAt !== null, href: paths.provider.businessDetail() } : null,
    business.data ? { key: 'documents', done: REQUIRED_DOCUMENTS.every((field) => business.data.documents[field]), href: paths.provider.certificate() } : null,
    categories.data ? { key: 'categories', done: categories.data.services.length > 0 && categories.data.areas.length > 0, href: paths.provider.category() } : null,
    availability.data ? { key: 'availability', done: availability.data.hoursSet, href: paths.provider.schedule() } : null,
    payout.data ? { key: 'bank', done: payout.data.payoutsEnabled, href: paths.provider.bankDetail() } : null,
  ];
  return steps.filter((step) => step !== null);
}

/** The set-up steps with what is left; nothing once every step is done. */
export function SetupChecklist() {
  const t = useTranslations('provider.setup');
  const titleId = useId();
  const steps = useSetupSteps();
  if (!steps || steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('title')}
        </h2>
        <p className="text-sm text-muted">{t('progress', { done, total: steps.length })}</p>
      </div>
      <p className="mt-1 text-sm text-muted">{t('description')}</p>
      <ol className="mt-4 divide-y divide-slate-100">
        {steps.map((step) => (
          <li key={step.key} className="py-2.5">
            {step.done ? (
              <span className="flex items-start gap-3 text-sm text-muted">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                <span className="min-w-0 break-words">
                  {t(`steps.${step.key}.label`)}
                  <span className="sr-only">{`, ${t('doneLabel')}`}</span>
                </span>
              </span>
            ) : (
              <Link href={step.href} className="group flex items-start gap-3 rounded text-sm">
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-500" />
                <span className="min-w-0 flex-1 break-words">
                  <span className="block font-semibold text-brand-700 group-hover:underline">{t(`steps.${step.key}.label`)}</span>
                  <span className="block text-muted">{t(`steps.${step.key}.todo`)}</span>
                </span>
                <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Said when no request is open to the provider: what stops requests reaching them (no services,
 * no areas), or that there is simply none in their areas right now.
 */
export function NoRequestsReason({ className }: { className?: string }) {
  const t = useTranslations('provider.setup.noRequests');
  const categories = useProviderCategories();
  if (!categories.data) return null;
  const { services, areas } = categories.data;
  const reason = services.length === 0 ? 'noServices' : areas.length === 0 ? 'noAreas' : 'noneOpen';
  return (
    <div className={clsx(cardClasses, 'flex items-start gap-3', className)}>
      <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">{t('title')}</p>
        <p className="mt-0.5 break-words text-muted">{t(reason)}</p>
        {reason !== 'noneOpen' && (
          <Link href={paths.provider.category()} className="mt-2 inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:underline">
            {t(`${reason}Action`)}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </div>
  );
}
