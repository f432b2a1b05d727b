'use client';
// The signed-in user's details as the API knows them (name, email, phone and their
// verification). Editing them is the account issue's work.
import { PHONE_COUNTRY_PREFIX } from '@hearth/shared/constants';
import { formatPhone } from '@hearth/shared/phone';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';

function Verified({ ok }: { ok: boolean }) {
  return ok ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <CircleCheck aria-hidden="true" className="size-3.5" /> Verified
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <CircleAlert aria-hidden="true" className="size-3.5" /> Not verified
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-sm text-ink sm:col-span-2">{children}</dd>
    </div>
  );
}

export function AccountSummary() {
  const { data: user, isPending, error } = useCurrentUser();
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-5 text-brand-700" /> Loading your details…
      </p>
    );
  }
  if (!user) return <Alert tone="error">{errorMessage(error)}</Alert>;
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <Row label="Full name">{user.fullname}</Row>
      <Row label="Email">
        {user.email} <Verified ok={user.isEmailVerified} />
      </Row>
      <Row label="Phone number">
        {user.phonenumber ? (
          <>
            {PHONE_COUNTRY_PREFIX} {formatPhone(user.phonenumber)} <Verified ok={user.isPhoneNumberVerified} />
          </>
        ) : (
          <span className="text-muted">Not added yet</span>
        )}
      </Row>
    </dl>
  );
}
