'use client';
// An accepted job as its provider sees it: when, where (the full address), who (name and a phone
// link), the note, the payout and whether the customer's card is held for it, the conversation with
// the customer (unread count on its button), and what can be done next. Start only while accepted
// and inside its start window, Complete only while in progress and once the scheduled start has
// passed, Cancel (with a reason) only before the job has started.
import type { ProviderJob } from '@hearth/shared/api-types';
import { formatPhone, normalizePhone } from '@hearth/shared/phone';
import { useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatCad } from '@/features/catalog/format';
import { MessagesDialog } from '@/features/messages/messages-dialog';
import { errorMessage } from '@/lib/api';
import { useNow } from '@/lib/use-now';
import { formatJobDate, formatJobStart } from './booking-time';
import { CancelJobDialog } from './cancel-job-dialog';
import { Detail, DetailList, TimeAndPayout } from './job-details';
import { JobStatusChip } from './job-status';
import { PaymentBadge } from './payment-badge';
import { refreshProviderJobs, useJobAction, type JobAction } from './provider-jobs-api';
import { Stars } from './stars';

const DONE_MESSAGES: Record<JobAction['kind'], string> = {
  start: 'Job started',
  complete: 'Job completed',
  cancel: 'Job cancelled',
};

export function formatAddress(address: ProviderJob['address']): string {
  return `${address.street}, ${address.city}, ${address.province} ${address.postcode}`;
}

/** "2:00 p.m. on Sat, Nov 21, 2026" on the job's province clock. */
const formatMoment = (iso: string, province: ProviderJob['address']['province']) => `${formatJobStart(iso, province)} on ${formatJobDate(iso, province)}`;

const COMPLETE_TOO_EARLY_HINT = 'You can complete this job once its scheduled start has passed';

/** Why Start cannot be pressed now (too early, or too late), or null while the start window is open. */
function startBlockedReason(job: ProviderJob, now: number): string | null {
  if (now < Date.parse(job.startOpensAt)) return `Start available from ${formatMoment(job.startOpensAt, job.address.province)}`;
  if (now >= Date.parse(job.startClosesAt)) return 'Start window closed — contact support';
  return null;
}

function JobActions({ job }: { job: ProviderJob }) {
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
      toast.success(message || DONE_MESSAGES[next.kind]);
      return true;
    } catch (error) {
      // 409s carry the reason (too early to start, already cancelled by the customer…).
      toast.error(errorMessage(error));
      return false;
    }
  }

  if (job.status === 'accepted') {
    const blocked = startBlockedReason(job, now);
    return (
      <>
        {blocked && <Hint id={hintId}>{blocked}</Hint>}
        <Button
          onClick={() => void run({ kind: 'start' })}
          loading={running === 'start'}
          disabled={action.isPending || blocked !== null}
          aria-describedby={blocked ? hintId : undefined}
          className="w-full sm:w-auto"
        >
          Start
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
              Cancel Job
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
        {tooEarly && <Hint id={hintId}>{COMPLETE_TOO_EARLY_HINT}</Hint>}
        <ConfirmDialog
          open={confirmComplete}
          onOpenChange={setConfirmComplete}
          title="Mark this job as completed?"
          description={`The customer is charged. Your payout of ${formatCad(job.payoutCents)} is sent once the customer's confirmation window ends.`}
          confirmLabel="Yes, Complete"
          cancelLabel="Not Yet"
          busy={running === 'complete'}
          onConfirm={async () => {
            if (await run({ kind: 'complete' })) setConfirmComplete(false);
          }}
          trigger={
            <Button disabled={tooEarly} aria-describedby={tooEarly ? hintId : undefined} className="w-full sm:w-auto">
              Complete
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

export function JobCard({ job, headingLevel = 2 }: { job: ProviderJob; headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const phone = job.customer.phonenumber;
  const queryClient = useQueryClient();
  const refreshJobs = () => refreshProviderJobs(queryClient);
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={titleId} className="text-base font-semibold text-ink">
          {job.service.name}
        </Heading>
        <div className="flex flex-wrap gap-2">
          {/* Once a job is over, whether its card was held no longer matters to the provider. */}
          {(job.status === 'accepted' || job.status === 'in_progress') && <PaymentBadge secured={job.paymentSecured} />}
          <JobStatusChip status={job.status} />
        </div>
      </div>
      <DetailList>
        <TimeAndPayout scheduledAt={job.scheduledAt} endsAt={job.endsAt} payoutCents={job.payoutCents} province={job.address.province} />
        <Detail term="Customer">
          <span className="block">{job.customer.name}</span>
          {phone && (
            <a
              href={`tel:${normalizePhone(phone) ?? phone}`}
              aria-label={`Call ${job.customer.name} at +1 ${formatPhone(phone)}`}
              className="mt-0.5 inline-flex items-center gap-1.5 rounded font-medium text-brand-700 hover:underline"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              +1 {formatPhone(phone)}
            </a>
          )}
        </Detail>
        <Detail term="Address" wide>
          {formatAddress(job.address)}
        </Detail>
        {job.note && (
          <Detail term="Note" wide>
            <span className="whitespace-pre-line">{job.note}</span>
          </Detail>
        )}
        {job.review && (
          <Detail term="Customer review" wide>
            <Stars rating={job.review.rating} />
            <span className="mt-1 block">{job.review.review}</span>
          </Detail>
        )}
      </DetailList>
      <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
        <MessagesDialog
          bookingId={job._id}
          about={`${job.service.name}, ${formatJobDate(job.scheduledAt, job.address.province)}`}
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
