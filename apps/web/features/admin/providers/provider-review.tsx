'use client';
// /admin/providers/[id]: one provider's details and documents, the SIN masked with an audited
// reveal, and the decisions on their account (approve, reject, ask for action, suspend, reinstate),
// each told to the provider by the API and confirmed here with a toast. An identity change since the
// last decision is shown old beside new; what blocks approval (no verified phone, a SIN another live
// account holds) is said up front and the Approve button stays off.
import { actionRequiredSchema, type AdminProviderDetail } from '@hearth/shared/admin/providers/contract';
import type { VerificationStatus } from '@hearth/shared/constants';
import { ArrowLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { FormSkeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { Link } from '@/i18n/navigation';
import { ApiError, errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useAdminDateTime } from '@/features/admin';
import { InsuranceCheck } from './insurance-check';
import { ProviderDocuments } from './provider-documents';
import { useAdminProvider, useClearActionItem, useProviderDecision, useRevealSin, type ProviderDecision } from './providers-api';
import { providerDetailHref, queueHref } from './queue-tabs';
import { ReasonDialog } from './reason-dialog';
import { VerificationBadge } from './verification-status';
import { useLocalizeMessage } from '@/lib/use-localize-message';
import { useApiForm } from '@/lib/use-api-form';

const CAN_APPROVE: VerificationStatus[] = ['submitted', 'action_required', 'rejected'];
const CAN_REJECT: VerificationStatus[] = ['pending', 'submitted', 'action_required'];

const cardClasses = 'min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export function ProviderReview({ id }: { id: string }) {
  const t = useTranslations('admin.providers.review');
  const formatDateTime = useAdminDateTime();
  // The residency status is stored in English, as the provider's form sends it.
  const localize = useLocalizeMessage();
  const provider = useAdminProvider(id);
  const back = (
    <Link href={queueHref('submitted')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('back')}
    </Link>
  );

  if (!provider.data) {
    if (provider.isError && provider.error instanceof ApiError && (provider.error.status === 404 || provider.error.status === 400)) {
      return <EmptyState title={t('notFoundTitle')} description={t('notFoundDescription')} action={{ label: t('backToQueue'), href: queueHref('submitted') }} />;
    }
    return (
      <div>
        <PageHeading title={t('title')} actions={back} />
        {provider.isError ? (
          <LoadError title={t('loadError')} message={errorMessage(provider.error)} onRetry={() => provider.refetch()} retrying={provider.isFetching} />
        ) : (
          <FormSkeleton fields={6} label={t('loading')} />
        )}
      </div>
    );
  }

  const p = provider.data;
  const withState = (value: string, verified: boolean) => t(verified ? 'withVerified' : 'withNotVerified', { value });
  return (
    <div>
      <PageHeading title={p.profile.firstname || p.profile.email} description={p.profile.email} actions={back} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {p.identityChange && <IdentityChange change={p.identityChange} />}
          {p.sinSharedWith.length > 0 && <SharedSin provider={p} />}
          <Section title={t('business')}>
            <Facts
              rows={[
                // A business's own name, never translated.
                [t('businessName'), p.business.bussinessname ? <span translate="no">{p.business.bussinessname}</span> : '—'],
                [t('qualification'), p.business.qualification || '—'],
                [t('experience'), p.business.yearsOfExperince ?? '—'],
                [t('residentStatus'), p.business.residentStatus ? localize(p.business.residentStatus) : '—'],
                [t('sin'), <SinValue key="sin" providerId={p._id} masked={p.business.socialInsuranceNum} />],
                [t('submitted'), p.business.submittedAt ? formatDateTime(p.business.submittedAt) : t('notYet')],
                ...(p.business.rejectionReason ? [[t('rejectionReason'), p.business.rejectionReason] as [string, ReactNode]] : []),
              ]}
            />
          </Section>
          <Section title={t('documents')}>
            <ProviderDocuments documents={p.business.documents} />
          </Section>
          <Section title={t('personal')}>
            <Facts
              rows={[
                [t('phone'), p.profile.phonenumber ? withState(p.profile.phonenumber, p.profile.isPhoneNumberVerified) : '—'],
                [t('email'), withState(p.profile.email, p.profile.isEmailVerified)],
                [t('dob'), p.profile.dob ?? '—'],
                [t('address'), [p.profile.street, p.profile.city, p.profile.province, p.profile.postcode].filter(Boolean).join(', ') || '—'],
                [t('languages'), p.profile.language.join(', ') || '—'],
                [t('requestedServices'), p.requestedServices.join(', ') || '—'],
              ]}
            />
          </Section>
        </div>
        <div className="space-y-6">
          <Section title={t('decision')}>
            <p className="mb-4 flex items-center gap-2 text-sm text-muted">
              {t('status')} <VerificationBadge status={p.profile.verificationstatus} />
            </p>
            <Decisions provider={p} />
          </Section>
          <Section title={t('insurance.title')}>
            <InsuranceCheck provider={p} />
          </Section>
          <Section title={t('actionRequired')}>
            <ActionItems provider={p} />
          </Section>
          <Section title={t('history')}>
            <History provider={p} />
          </Section>
        </div>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={cardClasses}>
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The masked SIN, and the full number on request; each reveal is recorded in the audit log. */
function SinValue({ providerId, masked }: { providerId: string; masked: string | null }) {
  const t = useTranslations('admin.providers.review');
  const revealSin = useRevealSin(providerId);
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!masked) return <>{t('sinNotGiven')}</>;

  async function reveal() {
    setBusy(true);
    try {
      setFull(await revealSin());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono tabular-nums">{full ?? masked}</span>
      {full ? (
        <Button size="sm" variant="ghost" onClick={() => setFull(null)}>
          {t('hide')}
        </Button>
      ) : (
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void reveal()} title={t('revealTitle')}>
          {t('reveal')}
        </Button>
      )}
    </span>
  );
}

/** Old and new values side by side, as the provider's identity-change audit entries recorded them. */
function IdentityChange({ change }: { change: NonNullable<AdminProviderDetail['identityChange']> }) {
  const t = useTranslations('admin.providers');
  const formatDateTime = useAdminDateTime();
  return (
    <Section title={t('review.identityChanged')}>
      <p className="mb-3 text-sm text-muted">
        {t.rich('review.identityChangedText', { date: formatDateTime(change.changedAt), time: (chunks) => <time dateTime={change.changedAt}>{chunks}</time> })}
      </p>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('review.identityCaption')}</caption>
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">{t('review.detail')}</th>
              <th scope="col" className="py-2 pr-3">{t('review.before')}</th>
              <th scope="col" className="py-2">{t('review.after')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {change.changes.map((c) => (
              <tr key={c.field}>
                <th scope="row" className="py-2 pr-3 font-medium text-ink">{t(`identityFields.${c.field}`)}</th>
                <td className="py-2 pr-3 break-words text-muted">{c.before ?? t('review.none')}</td>
                <td className="py-2 font-medium break-words text-ink">{c.after ?? t('review.removed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** Other accounts with the same SIN, each a link to its own review. */
function SharedSin({ provider }: { provider: AdminProviderDetail }) {
  const t = useTranslations('admin.providers.review');
  return (
    <Section title={t('sameSin')}>
      <p className="mb-3 text-sm text-muted">{t('sameSinText')}</p>
      <ul className="space-y-2 text-sm">
        {provider.sinSharedWith.map((other) => (
          <li key={other._id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link href={providerDetailHref(other._id)} className="rounded font-semibold text-brand-700 hover:underline">
              {other.fullname || other.email}
            </Link>
            <span className="min-w-0 text-muted [overflow-wrap:anywhere]">{other.email}</span>
            <VerificationBadge status={other.verificationstatus} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

type Translate = ReturnType<typeof useTranslations<'admin.providers'>>;

/** Why approval is refused right now (the API refuses it too), or nothing. */
function approvalBlockers(provider: AdminProviderDetail, t: Translate): string[] {
  const blockers: string[] = [];
  if (!provider.profile.isPhoneNumberVerified) blockers.push(t('review.blockerPhone'));
  const live = provider.sinSharedWith.filter((other) => other.verificationstatus !== 'rejected');
  if (live.length) {
    const accounts = live.map((other) => t('review.blockerAccount', { name: other.fullname || other.email, status: t(`verification.${other.verificationstatus}`).toLowerCase() })).join(', ');
    blockers.push(t(live.length === 1 ? 'review.blockerSinOne' : 'review.blockerSinOther', { accounts }));
  }
  return blockers;
}

function Decisions({ provider }: { provider: AdminProviderDetail }) {
  const tp = useTranslations('admin.providers');
  const t = useTranslations('admin.providers.review');
  const decide = useProviderDecision(provider._id);
  const status = provider.profile.verificationstatus;
  const name = provider.profile.firstname || provider.profile.email;
  const [confirming, setConfirming] = useState<'approve' | 'reinstate' | null>(null);
  const [busy, setBusy] = useState(false);
  const blockersId = useId();
  const blockers = CAN_APPROVE.includes(status) ? approvalBlockers(provider, tp) : [];

  async function confirm(decision: ProviderDecision) {
    setBusy(true);
    try {
      await decide(decision);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const buttons: ReactNode[] = [];
  if (blockers.length) {
    buttons.push(
      <Button key="approve" disabled aria-describedby={blockersId}>
        {t('approve')}
      </Button>,
    );
  } else if (CAN_APPROVE.includes(status)) {
    buttons.push(
      <ConfirmDialog
        key="approve"
        trigger={<Button>{t('approve')}</Button>}
        open={confirming === 'approve'}
        onOpenChange={(open) => !busy && setConfirming(open ? 'approve' : null)}
        title={t('approveTitle', { name })}
        description={t('approveDescription')}
        confirmLabel={t('approve')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirm({ kind: 'approve' })}
        busy={busy}
      />,
    );
  }
  if (CAN_REJECT.includes(status)) {
    buttons.push(
      <ReasonDialog
        key="reject"
        triggerLabel={t('reject')}
        title={t('rejectTitle', { name })}
        description={t('rejectDescription')}
        confirmLabel={t('reject')}
        onSubmit={(reason) => decide({ kind: 'reject', reason })}
      />,
    );
  }
  if (status === 'approved') {
    buttons.push(
      <ReasonDialog
        key="suspend"
        triggerLabel={t('suspend')}
        triggerVariant="danger"
        title={t('suspendTitle', { name })}
        description={t('suspendDescription')}
        confirmLabel={t('suspend')}
        onSubmit={(reason) => decide({ kind: 'suspend', reason })}
      />,
    );
  }
  if (status === 'suspended') {
    buttons.push(
      <ConfirmDialog
        key="reinstate"
        trigger={<Button>{t('reinstate')}</Button>}
        open={confirming === 'reinstate'}
        onOpenChange={(open) => !busy && setConfirming(open ? 'reinstate' : null)}
        title={t('reinstateTitle', { name })}
        description={t('reinstateDescription')}
        confirmLabel={t('reinstate')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirm({ kind: 'reinstate' })}
        busy={busy}
      />,
    );
  }
  if (buttons.length === 0) return <p className="text-sm text-muted">{t('nothingToDecide')}</p>;
  return (
    <>
      {blockers.length > 0 && (
        <Alert tone="warning" title={t('blocked')} className="mb-4">
          <ul id={blockersId} className="list-disc space-y-1 pl-4">
            {blockers.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">{buttons}</div>
    </>
  );
}

function ActionItems({ provider }: { provider: AdminProviderDetail }) {
  const t = useTranslations('admin.providers.review');
  const decide = useProviderDecision(provider._id);
  const clearActionItem = useClearActionItem(provider._id);
  const [clearing, setClearing] = useState<string | null>(null);
  const { form, onSubmit: send, submitting } = useApiForm({
    schema: actionRequiredSchema,
    defaultValues: { message: '' },
    fields: ['message'],
    action: ({ message }) => decide({ kind: 'actionRequired', message }),
    onSuccess: () => {
      form.reset();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const open = provider.actionItems.filter((item) => !item.resolvedAt);

  async function clear(itemId: string) {
    setClearing(itemId);
    try {
      await clearActionItem(itemId);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setClearing(null);
    }
  }

  return (
    <div className="space-y-4">
      {open.length === 0 ? (
        <p className="text-sm text-muted">{t('noActionItems')}</p>
      ) : (
        <ul aria-label={t('openActionItems')} className="space-y-2">
          {open.map((item) => (
            <li key={item._id} className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              <p className="min-w-0 flex-1 break-words">{item.message}</p>
              <Button size="sm" variant="ghost" loading={clearing === item._id} onClick={() => void clear(item._id)} aria-label={t('clearLabel', { message: item.message })}>
                {t('clear')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          void send(event);
        }}
      >
        <TextArea label={t('messageLabel')} hint={t('messageHint')} rows={3} error={errors.message?.message} {...register('message')} />
        <Button type="submit" variant="outline" size="sm" loading={submitting}>
          {t('askForAction')}
        </Button>
      </form>
    </div>
  );
}

/** The audit codes of a provider's history, named in the admin's language; a code added later shows as it is. */
const HISTORY_ACTIONS = {
  'provider.approve': 'approve',
  'provider.reject': 'reject',
  'provider.action_required': 'actionRequired',
  'provider.action_cleared': 'actionCleared',
  'provider.suspend': 'suspend',
  'provider.reinstate': 'reinstate',
  'provider.sin_revealed': 'sinRevealed',
  'provider.document.download': 'documentDownload',
  'provider.identity_changed': 'identityChanged',
} as const;

function History({ provider }: { provider: AdminProviderDetail }) {
  const t = useTranslations('admin.providers.review');
  const formatDateTime = useAdminDateTime();
  const auditHref = `${paths.admin.audit()}?${new URLSearchParams({ entity: 'provider', entityId: provider._id })}`;
  return (
    <>
      {provider.history.length === 0 ? (
        <p className="text-sm text-muted">{t('noHistory')}</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {provider.history.slice(0, 10).map((entry, index) => (
            <li key={`${entry.createdAt}-${index}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium text-ink">
                {Object.hasOwn(HISTORY_ACTIONS, entry.action) ? t(`historyActions.${HISTORY_ACTIONS[entry.action as keyof typeof HISTORY_ACTIONS]}`) : entry.action}
              </span>
              <time dateTime={entry.createdAt} className="text-muted">
                {formatDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <Link href={auditHref} className="mt-3 inline-block rounded text-sm font-semibold text-brand-700 hover:underline">
        {t('fullHistory')}
      </Link>
    </>
  );
}
