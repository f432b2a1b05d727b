'use client';
// /admin/users/[id]: one account — profile, verification states, bookings by status — and what an
// admin can do to it: deactivate (every session ends), reactivate, send a new verification email.
import type { AdminUserDetail } from '@hearth/shared/admin/users/contract';
import type { BookingStatus } from '@hearth/shared/booking';
import { ArrowLeft } from 'lucide-react';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useAdminUser, useUserAction, type UserAction } from './users-api';
import { AccountBadge, useFormatDay } from './user-badges';
import { USERS_PATH } from './users-url';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

export function UserDetail({ id }: { id: string }) {
  const t = useTranslations('admin.users.detail');
  const query = useAdminUser(id);
  return (
    <>
      <Link href={USERS_PATH} className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      {query.data === undefined ? (
        query.isError ? (
          <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t('loading')}</span>
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
  const t = useTranslations('admin.users');
  const formatDay = useFormatDay();
  const verified = (yes: boolean) => (yes ? t('detail.verified') : t('detail.notVerified'));
  return (
    <>
      <PageHeading
        title={user.fullname || user.email}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {t('detail.joined', { role: t(`roles.${user.role}`), date: formatDay(user.createdAt) })} <AccountBadge deactivatedAt={user.deactivatedAt} />
          </span>
        }
        actions={<AccountActions user={user} />}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="user-profile" className={card}>
          <h2 id="user-profile" className="text-base font-semibold text-ink">
            {t('detail.profile')}
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2">
            <Item label={t('detail.email')}>
              <span className="break-all">{user.email}</span> · {verified(user.isEmailVerified)}
            </Item>
            {user.pendingEmail && (
              <Item label={t('detail.pendingEmail')}>
                <span className="break-all">{user.pendingEmail}</span>
              </Item>
            )}
            <Item label={t('detail.phone')}>{user.phonenumber ? t('detail.phoneValue', { phone: user.phonenumber, state: verified(user.isPhoneNumberVerified) }) : t('detail.none')}</Item>
            {user.verificationstatus && <Item label={t('detail.providerReview')}>{t(`detail.reviewStatus.${user.verificationstatus}`)}</Item>}
            <Item label={t('detail.marketing')}>{user.marketingEmails ? t('detail.subscribed') : t('detail.unsubscribed')}</Item>
            {user.deactivatedAt && <Item label={t('detail.deactivatedOn')}>{formatDay(user.deactivatedAt)}</Item>}
          </dl>
        </section>
        <section aria-labelledby="user-bookings" className={card}>
          <h2 id="user-bookings" className="text-base font-semibold text-ink">
            {t('detail.bookings', { count: user.bookings.total })}
          </h2>
          <BookingCounts title={t('detail.asCustomer')} counts={user.bookings.asCustomer} />
          {user.providerId && <BookingCounts title={t('detail.asProvider')} counts={user.bookings.asProvider} />}
        </section>
      </div>
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

function BookingCounts({ title, counts }: { title: string; counts: Partial<Record<BookingStatus, number>> }) {
  const t = useTranslations('admin.users.detail');
  const statusLabel = useTranslations('booking.status');
  const entries = Object.entries(counts) as [BookingStatus, number][];
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('noBookings')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {entries.map(([status, n]) => (
            <li key={status} className="flex justify-between gap-4">
              <span>{statusLabel(status)}</span>
              <span className="font-semibold tabular-nums">{n}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the toast says when the API answers without its own message. */
const DONE = { deactivate: 'deactivate', reactivate: 'reactivate', 'resend-verification': 'resendVerification' } as const satisfies Record<UserAction, string>;

function AccountActions({ user }: { user: AdminUserDetail }) {
  const t = useTranslations('admin.users.detail');
  const self = useSession().data?.user._id === user._id;
  const action = useUserAction(user._id);
  const [confirming, setConfirming] = useState(false);

  function run(which: UserAction) {
    action.mutate(which, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message || t(`done.${DONE[which]}`));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
      {!user.isEmailVerified && !user.deactivatedAt && (
        <Button variant="secondary" loading={action.isPending && action.variables === 'resend-verification'} onClick={() => run('resend-verification')}>
          {t('resend')}
        </Button>
      )}
      {user.deactivatedAt ? (
        <Button loading={action.isPending && action.variables === 'reactivate'} onClick={() => run('reactivate')}>
          {t('reactivate')}
        </Button>
      ) : (
        // An admin cannot lock themselves out (the API refuses it too).
        !self && (
          <ConfirmDialog
            trigger={<Button variant="danger">{t('deactivate')}</Button>}
            open={confirming}
            onOpenChange={setConfirming}
            title={t('confirmTitle', { name: user.fullname || user.email })}
            description={t('confirmDescription')}
            confirmLabel={t('deactivate')}
            cancelLabel={t('cancel')}
            busy={action.isPending}
            onConfirm={() => run('deactivate')}
          />
        )
      )}
    </div>
  );
}
