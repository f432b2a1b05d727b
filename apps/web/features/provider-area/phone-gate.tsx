'use client';
// While the provider's phone is unverified this replaces every provider page: until then the API
// refuses the provider everything else (apps/api/src/plugins/phone-gate.ts).
import type { User } from '@hearth/shared/account/contract';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { LogoutButton } from '@/features/auth';
import { PhoneVerification } from '@/features/otp';
import { useRefreshCurrentUser } from '@/lib/current-user';

export function PhoneGate({ user }: { user: User }) {
  const t = useTranslations('provider.phoneGate');
  const refreshUser = useRefreshCurrentUser();
  return (
    <div className="mx-auto w-full max-w-md py-8 md:py-14">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
        <span className="mb-5 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <PhoneVerification
          initialPhone={user.phonenumber}
          onVerified={refreshUser}
          intro={t('intro')}
        />
      </div>
      <div className="mt-6 text-center">
        <LogoutButton className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('logout')}
        </LogoutButton>
      </div>
    </div>
  );
}
