'use client';
// An accepted job as its provider sees it: when, where (the full address, with a link to open it
// in the phone's maps app), who (name and a phone
// link), the note, the payout and whether the customer's card is held for it, the conversation with
// the customer (unread count on its button), and what can be done next. Start only while accepted
// and inside its start window, Complete only while in progress and once the scheduled start has
// passed, Cancel (with a reason) only before the job has started.
import type { ProviderJob } from '@hearth/shared/bookings/wire';
import type { Formatter } from '@hearth/shared/format';
import { normalizePhone } from '@hearth/shared/phone';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessagesDialog } from '@/features/messages';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { CancelJobDialog } from './cancel-job-dialog';
import { Detail, DetailList, mapsHref, TimeAndPayout } from './job-details';
import { JobPageLink } from './job-page-link';
import { JobStatusChip } from './job-status';
import { OnMyWayButton } from './on-my-way-button';
import { PaymentBadge } from './payment-badge';
import { refreshProviderJobs, useJobAction, type JobAction } from './provider-jobs-api';
import { RescheduleAnswer } from './reschedule-answer';
import { Stars } from './stars';

type JobTranslator = ReturnType<typeof useTranslations<'provider.job'>>;

/** "12 Queen St W, Toronto, ON M5V 2T6" (the province as its postal abbreviation, as on an envelope). */
export function formatAddress(format: Formatter, address: ProviderJob['address']): string {
  return `${address.street}, ${address.city}, ${address.province} ${format.postalCode(address.postcode)}`;
}

/** Why Start cannot be pressed now (too early, or too late), or null while the start window is open. */
function startBlockedReason(t: JobTranslator, format: Formatter, job: ProviderJob, now: number): string | null {
  const { province } = job.address;
  // "2:00 p.m. on Sat, Nov 21, 2026" on the job's province clock.
  if (now < Date.parse(job.startOpensAt)) return t('startOpensAt', { time: format.bookingTime(job.startOpensAt, province), date: format.bookingDate(job.startOpensAt, province) });
  if (now >= Date.parse(job.startClosesAt)) return t('startClosed');
  return null;
}

function JobActions({ job }: { job: ProviderJob }) {
  const t = useTranslations('provider.job');
  const format = useFormat();
  const action = useJobAction(job);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const running = action.isPending ? action.variables.kind : null;
  const hintId = useId();
  // The buttons follow the clock: Start opens (and closes) and Complete unlocks without a reload.
  const now = useNow([Date.parse(job.startOpensAt), Date.parse(job.startClosesAt), Date.parse(job.scheduledAt)]);

  async function run(next: JobAction): Promise<boolean> {
    try {
      const { message } = await action.mutateAsync(next);
      toast.success(message || t(`done.${next.kind}`));
      return true;
    } catch (error) {
      // 409s carry the reason (too early to start, already cancelled by the customer…).
      toast.error(errorMessage(error));
      return false;
    }
  }

  if (job.status === 'accepted') {
    const blocked = startBlockedReason(t, format, job, now);
    return (
      <>
        <OnMyWayButton job={job} />
        {blocked && <Hint id={hintId}>{blocked}</Hint>}
        <Button
          onClick={() => void run({ kind: 'start' })}
          loading={running === 'start'}
          disabled={action.isPending || blocked !== null}
          aria-describedby={blocked ? hintId : undefined}
          className="w-full sm:w-auto"
        >
          {t('start')}
        </Button>
        <CancelJobDialog
          open={cancelling}
          onOpenChange={setCancelling}
          serviceName={job.service.name}
          onCancel={async (reason) => {
            const done = await run({ kind: 'cancel', reason });
            if (done) setCancelling(false);
            return done;
          }}
          trigger={
            <Button variant="secondary" disabled={action.isPending} className="w-full sm:w-auto">
              {t('cancel')}
            </Button>
          }
        />
      </>
    );
  }
  if (job.status === 'in_progress') {
    // The API refuses a completion before the scheduled start; the button says so first.
    const tooEarly = now < Date.parse(job.scheduledAt);
    return (
      <>
        {tooEarly && <Hint id={hintId}>{t('completeTooEarly')}</Hint>}
        <ConfirmDialog
          open={confirmComplete}
          onOpenChange={setConfirmComplete}
          title={t('completeDialog.title')}
          description={t('completeDialog.description', { payout: format.money(job.payoutCents) })}
          confirmLabel={t('completeDialog.confirm')}
          cancelLabel={t('completeDialog.cancel')}
          busy={running === 'complete'}
          onConfirm={async () => {
            if (await run({ kind: 'complete' })) setConfirmComplete(false);
          }}
          trigger={
            <Button disabled={tooEarly} aria-describedby={tooEarly ? hintId : undefined} className="w-full sm:w-auto">
              {t('complete')}
            </Button>
          }
        />
      </>
    );
  }
  return null;
}

function Hint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-sm text-muted sm:self-center">
      {children}
    </p>
  );
}

/** `linkTitle`: in a list the service name opens the job's page; on that page it is plain text. */
export function JobCard({ job, headingLevel = 2, linkTitle = true }: { job: ProviderJob; headingLevel?: 2 | 3; linkTitle?: boolean }) {
  const t = useTranslations('provider.job');
  const format = useFormat();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const phone = job.customer.phonenumber;
  const address = formatAddress(format, job.address);
  const queryClient = useQueryClient();
  const refreshJobs = () => refreshProviderJobs(queryClient);
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={titleId} className="min-w-0 text-base font-semibold break-words text-ink">
          {linkTitle ? <JobPageLink id={job._id}>{job.service.name}</JobPageLink> : job.service.name}
        </Heading>
        <div className="flex flex-wrap gap-2">
          {/* Once a job is over, whether its card was held no longer matters to the provider. */}
          {(job.status === 'accepted' || job.status === 'in_progress') && <PaymentBadge secured={job.paymentSecured} />}
          <JobStatusChip status={job.status} />
        </div>
      </div>
      <DetailList>
        <TimeAndPayout scheduledAt={job.scheduledAt} endsAt={job.endsAt} payoutCents={job.payoutCents} province={job.address.province} />
        <Detail term={t('customer')}>
          <span className="block">{job.customer.name}</span>
          {phone && (
            <a
              href={`tel:${normalizePhone(phone) ?? phone}`}
              aria-label={t('call', { name: job.customer.name, phone: `+1 ${format.phone(phone)}` })}
              className="mt-0.5 inline-flex items-center gap-1.5 rounded font-medium text-brand-700 hover:underline"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              +1 {format.phone(phone)}
            </a>
          )}
        </Detail>
        <Detail term={t('address')} wide>
          <span className="block">{address}</span>
          {/* Google's universal maps link: a phone hands it to its maps app. */}
          <a
            href={mapsHref(address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('openInMapsLabel', { address })}
            className="mt-0.5 inline-flex items-center gap-1.5 rounded font-medium text-brand-700 hover:underline"
          >
            <MapPin aria-hidden="true" className="size-3.5" />
            {t('openInMaps')}
          </a>
        </Detail>
        {job.note && (
          <Detail term={t('note')} wide>
            <span className="whitespace-pre-line">{job.note}</span>
          </Detail>
        )}
        {job.review && (
          <Detail term={t('customerReview')} wide>
            <Stars rating={job.review.rating} />
            <span className="mt-1 block">{job.review.review}</span>
          </Detail>
        )}
      </DetailList>
      <RescheduleAnswer job={job} />
      <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
        <MessagesDialog
          bookingId={job._id}
          about={`${job.service.name}, ${format.bookingDate(job.scheduledAt, job.address.province)}`}
          unread={job.unreadMessages}
          onUnreadChanged={refreshJobs}
        />
        {(job.status === 'accepted' || job.status === 'in_progress') && (
          <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row">
            <JobActions job={job} />
          </div>
        )}
      </div>
    </article>
  );
}
