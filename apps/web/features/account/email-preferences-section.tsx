'use client';
// Marketing emails on or off. A switch takes effect when flipped (no Save button) and shows the
// saved value again if the API refuses. Account and booking emails are not marketing and always go out.
import type { User } from '@hearth/shared/api-types';
import type { EmailPreferencesInput } from '@hearth/shared/schemas/account';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { apiRequest, errorMessage } from '@/lib/api';
import { useRefreshCurrentUser } from '@/lib/current-user';
import { apiPaths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';
import { AccountSection } from './account-section';

export function EmailPreferencesSection({ user }: { user: User }) {
  const token = useAccessToken();
  const refreshUser = useRefreshCurrentUser();
  const id = useId();
  // The value being saved, shown at once; the saved one comes back with the refreshed user.
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? user.marketingEmails;

  async function change(next: boolean) {
    // Not disabled while saving: that would throw keyboard focus off the switch.
    if (saving !== null) return;
    setSaving(next);
    try {
      const body: EmailPreferencesInput = { marketingEmails: next };
      const { message } = await apiRequest<User>(apiPaths.user.emailPreferences(), { method: 'PUT', body, token });
      await refreshUser();
      toast.success(message || 'Email preferences saved');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  }

  return (
    <AccountSection title="Email preferences">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="text-sm font-medium text-ink">
            Send me offers and news by email
          </label>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            Emails about your account and your bookings are always sent.
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {saving !== null && <Spinner className="size-4 text-brand-700" />}
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={checked}
            aria-checked={checked}
            aria-describedby={`${id}-hint`}
            aria-busy={saving !== null || undefined}
            onChange={(event) => void change(event.target.checked)}
            // A native checkbox drawn as a switch: keyboard, label and state come with it.
            className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
        </div>
      </div>
    </AccountSection>
  );
}
