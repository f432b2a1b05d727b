// Where the provider's verification stands, on top of Business Detail: what to do next,
// what admins asked for, or why the account was refused.
import type { VerificationStatus } from '@hearth/shared/constants';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import type { ActionRequiredItem } from './provider-onboarding-api';

interface VerificationStatusBannerProps {
  status: VerificationStatus;
  rejectionReason: string | null;
  actionItems: ActionRequiredItem[];
}

export function VerificationStatusBanner({ status, rejectionReason, actionItems }: VerificationStatusBannerProps) {
  const t = useTranslations('provider.verification');
  switch (status) {
    case 'pending':
      return (
        <Alert tone="info" title={t('pending.title')}>
          {t('pending.body')}
        </Alert>
      );
    case 'submitted':
      return (
        <Alert tone="info" title={t('submitted.title')}>
          {t('submitted.body')}
        </Alert>
      );
    case 'action_required':
      return (
        <Alert tone="warning" title={t('actionRequired.title')}>
          <p>{t('actionRequired.body')}</p>
          {actionItems.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {actionItems.map((item) => (
                <li key={item._id} className="break-words whitespace-pre-line">
                  {item.message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert tone="error" title={t('rejected.title')}>
          {rejectionReason ? <p className="break-words">{t('rejected.reason', { reason: rejectionReason })}</p> : null}
          <p className={rejectionReason ? 'mt-1' : undefined}>{t('rejected.body')}</p>
        </Alert>
      );
    case 'approved':
      return (
        <Alert tone="success" title={t('approved.title')}>
          {t('approved.body')}
        </Alert>
      );
    case 'suspended':
      return (
        <Alert tone="error" title={t('suspended.title')}>
          {t('suspended.body')}
        </Alert>
      );
  }
}
