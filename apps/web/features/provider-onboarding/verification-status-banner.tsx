// Where the provider's verification stands (spec §4), on top of Business Detail: what to do next,
// what admins asked for, or why the account was refused.
import type { VerificationStatus } from '@hearth/shared/constants';
import { Alert } from '@/components/ui/alert';
import type { ActionRequiredItem } from './provider-onboarding-api';

interface VerificationStatusBannerProps {
  status: VerificationStatus;
  rejectionReason: string | null;
  actionItems: ActionRequiredItem[];
}

export function VerificationStatusBanner({ status, rejectionReason, actionItems }: VerificationStatusBannerProps) {
  switch (status) {
    case 'pending':
      return (
        <Alert tone="info" title="Complete your details">
          Fill in your business details and upload the five documents below, then submit them. Our team reviews every new professional before their
          account is approved.
        </Alert>
      );
    case 'submitted':
      return (
        <Alert tone="info" title="Your details are under review">
          Thanks! Our team is checking your business details and documents. We will email you and notify you here once they are reviewed.
        </Alert>
      );
    case 'action_required':
      return (
        <Alert tone="warning" title="Action required">
          <p>Our team needs a few changes before approving your account. Update your details or documents below and submit them again.</p>
          {actionItems.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {actionItems.map((item) => (
                <li key={item._id} className="whitespace-pre-line">
                  {item.message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert tone="error" title="Your application was not approved">
          {rejectionReason ? <p>Reason: {rejectionReason}</p> : null}
          <p className={rejectionReason ? 'mt-1' : undefined}>You can correct your details and documents below and submit them again.</p>
        </Alert>
      );
    case 'approved':
      return (
        <Alert tone="success" title="Your account is approved">
          Keep these details current: changes are saved straight away and your account stays approved.
        </Alert>
      );
    case 'suspended':
      return (
        <Alert tone="error" title="Your account is suspended">
          Contact support to find out what happened and how to restore your account.
        </Alert>
      );
  }
}
