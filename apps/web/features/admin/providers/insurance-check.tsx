'use client';
// The insurance check behind the public 'Insured' badge: an admin ticks it after seeing proof of
// liability insurance; the API audits each change.
import type { AdminProviderDetail } from '@hearth/shared/admin/providers/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { CheckboxField } from '@/components/ui/selection-controls';
import { errorMessage } from '@/lib/api';
import { useAdminDateTime } from '@/features/admin';
import { useSetInsuranceCheck } from './providers-api';

export function InsuranceCheck({ provider }: { provider: AdminProviderDetail }) {
  const t = useTranslations('admin.providers.review.insurance');
  const formatDateTime = useAdminDateTime();
  const setInsuranceCheck = useSetInsuranceCheck(provider._id);
  const [saving, setSaving] = useState(false);

  async function toggle(checked: boolean) {
    setSaving(true);
    try {
      await setInsuranceCheck(checked);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-2">
      <CheckboxField label={t('label')} hint={t('hint')} checked={provider.insuranceCheckedAt !== null} disabled={saving} aria-busy={saving} onChange={(event) => void toggle(event.target.checked)} />
      <p className="text-sm text-muted" aria-live="polite">
        {provider.insuranceCheckedAt ? t('checkedAt', { date: formatDateTime(provider.insuranceCheckedAt) }) : t('notChecked')}
      </p>
    </div>
  );
}
