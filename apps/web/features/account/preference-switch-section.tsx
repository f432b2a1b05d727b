'use client';
// One preference as a switch that takes effect when flipped (no Save button) and shows the saved
// value again if the API refuses: marketing emails, text messages about jobs.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useRefreshCurrentUser } from '@/lib/current-user';
import { AccountSection } from './account-section';

export interface PreferenceSwitchSectionProps {
  title: string;
  label: string;
  hint: string;
  /** The saved value. */
  value: boolean;
  /** Saves the new value; answers with the API's message. */
  save: (next: boolean) => Promise<{ message: string }>;
  savedMessage: string;
}

export function PreferenceSwitchSection({ title, label, hint, value, save, savedMessage }: PreferenceSwitchSectionProps) {
  const refreshUser = useRefreshCurrentUser();
  const id = useId();
  // The value being saved, shown at once; the saved one comes back with the refreshed user.
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? value;

  async function change(next: boolean) {
    // Not disabled while saving: that would throw keyboard focus off the switch.
    if (saving !== null) return;
    setSaving(next);
    try {
      const { message } = await save(next);
      await refreshUser();
      toast.success(message || savedMessage);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  }

  return (
    <AccountSection title={title}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            {label}
          </label>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {hint}
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
