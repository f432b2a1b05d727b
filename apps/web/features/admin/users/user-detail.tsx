'use client';
// /admin/users/[id]: one account — profile, verification states, bookings by status — and what an
// admin can do to it: deactivate (every session ends), reactivate, send a new verification email.
import { ROLE_LABELS, type AdminUserDetail } from '@hearth/shared/admin/users';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@hearth/shared/booking';
import { ArrowLeft } from 'lucide-react';
import { useSession } from 'next-auth/react';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useAdminUser, useUserAction, type UserAction } from './users-api';
import { AccountBadge, formatDay } from './user-badges';
import { USERS_PATH } from './users-url';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

export function UserDetail({ id }: { id: string }) {
  const query = useAdminUser(id);
  return (
    <>
      <Link href={USERS_PATH} className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All users
      </Link>
      {query.data === undefined ? (
        query.isError ? (
          <LoadError title="We could not load this user" message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading the user…</span>
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-40 w-full" />
          </div>
        )
      ) : (
        <UserView user={query.data} />
      )}
    </>
  );
}

function UserView({ user }: { user: AdminUserDetail }) {
  return (
    <>
      <PageHeading
        title={user.fullname || user.email}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {ROLE_LABELS[user.role]} · joined {formatDay(user.createdAt)} <AccountBadge deactivatedAt={user.deactivatedAt} />
          </span>
        }
        actions={<AccountActions user={user} />}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="user-profile" className={card}>
          <h2 id="user-profile" className="text-base font-semibold text-ink">
            Profile and verification
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <Item label="Email">
              <span className="break-all">{user.email}</span> · {user.isEmailVerified ? 'verified' : 'not verified'}
            </Item>
            {user.pendingEmail && <Item label="New email waiting">{user.pendingEmail}</Item>}
            <Item label="Phone">{user.phonenumber ? `${user.phonenumber} · ${user.isPhoneNumberVerified ? 'verified' : 'not verified'}` : 'none'}</Item>
            {user.verificationstatus && <Item label="Provider review">{user.verificationstatus.replace('_', ' ')}</Item>}
            <Item label="Marketing emails">{user.marketingEmails ? 'subscribed' : 'unsubscribed'}</Item>
            {user.deactivatedAt && <Item label="Deactivated">{formatDay(user.deactivatedAt)}</Item>}
          </dl>
        </section>
        <section aria-labelledby="user-bookings" className={card}>
          <h2 id="user-bookings" className="text-base font-semibold text-ink">
            Bookings ({user.bookings.total})
          </h2>
          <BookingCounts title="Made as a customer" counts={user.bookings.asCustomer} />
          {user.providerId && <BookingCounts title="Taken as a provider" counts={user.bookings.asProvider} />}
        </section>
      </div>
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </>
  );
}

function BookingCounts({ title, counts }: { title: string; counts: Partial<Record<BookingStatus, number>> }) {
  const entries = Object.entries(counts) as [BookingStatus, number][];
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-muted">None</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {entries.map(([status, n]) => (
            <li key={status} className="flex justify-between gap-4">
              <span>{BOOKING_STATUS_LABELS[status]}</span>
              <span className="font-semibold tabular-nums">{n}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const DONE: Record<UserAction, string> = {
  deactivate: 'Account deactivated; every session was signed out',
  reactivate: 'Account reactivated',
  'resend-verification': 'Verification email sent',
};

function AccountActions({ user }: { user: AdminUserDetail }) {
  const self = useSession().data?.user._id === user._id;
  const action = useUserAction(user._id);
  const [confirming, setConfirming] = useState(false);

  function run(which: UserAction) {
    action.mutate(which, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message || DONE[which]);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
      {!user.isEmailVerified && !user.deactivatedAt && (
        <Button variant="secondary" loading={action.isPending && action.variables === 'resend-verification'} onClick={() => run('resend-verification')}>
          Resend verification email
        </Button>
      )}
      {user.deactivatedAt ? (
        <Button loading={action.isPending && action.variables === 'reactivate'} onClick={() => run('reactivate')}>
          Reactivate
        </Button>
      ) : (
        // An admin cannot lock themselves out (the API refuses it too).
        !self && (
          <ConfirmDialog
            trigger={<Button variant="danger">Deactivate</Button>}
            open={confirming}
            onOpenChange={setConfirming}
            title={`Deactivate ${user.fullname || user.email}?`}
            description="They are signed out everywhere at once and cannot sign in until an admin reactivates the account."
            confirmLabel="Deactivate"
            cancelLabel="Cancel"
            busy={action.isPending}
            onConfirm={() => run('deactivate')}
          />
        )
      )}
    </div>
  );
}
