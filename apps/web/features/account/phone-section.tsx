'use client';
// The phone number (+1) and whether it is verified. A number only reaches the account through a
// texted code (send-otp → code → verify-otp), so changing it is the same flow as the provider gate.
import type { User } from '@hearth/shared/account/contract';
import { OTP_LENGTH } from '@hearth/shared/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { displayPhone } from '@/lib/phone-mask';
import { PhoneVerification } from '@/features/otp';
import { useRefreshCurrentUser } from '@/lib/current-user';
import { useFormat } from '@/lib/format';
import { AccountSection, VerifiedBadge } from './account-section';

export function PhoneSection({ user }: { user: User }) {
  const t = useTranslations('account.phone');
  const format = useFormat();
  const refreshUser = useRefreshCurrentUser();
  const [open, setOpen] = useState(false);
  const { phonenumber, isPhoneNumberVerified } = user;
  const action = !phonenumber ? t('add') : isPhoneNumberVerified ? t('change') : t('verify');

  return (
    <AccountSection title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          {phonenumber ? (
            <>
              <span className="font-medium whitespace-nowrap">{displayPhone(phonenumber, format)}</span>
              <VerifiedBadge verified={isPhoneNumberVerified} />
            </>
          ) : (
            <span className="text-muted">{t('notAdded')}</span>
          )}
        </p>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <Button variant="secondary" className="w-full sm:w-auto">
              {action}
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:p-6">
              {/* The steps bring their own visible heading ("OTP Verification"); this names the dialog. */}
              <Dialog.Title className="sr-only">{action}</Dialog.Title>
              <Dialog.Description className="mb-4 rounded-lg bg-slate-50 px-3 py-2 pr-10 text-sm text-muted">
                {phonenumber && isPhoneNumberVerified
                  ? t('staysUntil', { phone: displayPhone(phonenumber, format) })
                  : t('codeSent', { length: OTP_LENGTH })}
              </Dialog.Description>
              <PhoneVerification
                // A verified number is being replaced, so the form starts empty; otherwise it is the one to confirm.
                initialPhone={isPhoneNumberVerified ? null : phonenumber}
                intro={t('intro', { length: OTP_LENGTH })}
                onVerified={async () => {
                  await refreshUser();
                  setOpen(false);
                }}
              />
              {/* Last in the DOM so that opening the dialog focuses the phone field, not this button. */}
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label={t('close')}
                  className="absolute top-3 right-3 rounded-lg p-2 text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </AccountSection>
  );
}
