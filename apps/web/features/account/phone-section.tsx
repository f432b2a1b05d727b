'use client';
// The phone number (+1) and whether it is verified. A number only reaches the account through a
// texted code (send-otp → code → verify-otp), so changing it is the same flow as the provider gate.
import type { User } from '@hearth/shared/account/contract';
import { OTP_LENGTH } from '@hearth/shared/constants';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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
        <Dialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="secondary" className="w-full sm:w-auto">
              {action}
            </Button>
          }
          // The steps bring their own visible heading ("OTP Verification"); this names the dialog.
          title={action}
          hideTitle
          description={
            phonenumber && isPhoneNumberVerified ? t('staysUntil', { phone: displayPhone(phonenumber, format) }) : t('codeSent', { length: OTP_LENGTH })
          }
          descriptionTone="note"
          closeButton
          closeLabel={t('close')}
        >
          <PhoneVerification
            // A verified number is being replaced, so the form starts empty; otherwise it is the one to confirm.
            initialPhone={isPhoneNumberVerified ? null : phonenumber}
            intro={t('intro', { length: OTP_LENGTH })}
            onVerified={async () => {
              await refreshUser();
              setOpen(false);
            }}
          />
        </Dialog>
      </div>
    </AccountSection>
  );
}
