'use client';
// The account's language: the pages it opens in after signing in, and the language of its emails
// and text messages. Saved with a button rather than on change: arrowing through the radios must
// not reload the page in another language. Once saved, this same page reopens in that language.
import type { User } from '@hearth/shared/account/contract';
import { isLocale, LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '@hearth/shared/locale';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/selection-controls';
import { usePathname, useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useRefreshCurrentUser } from '@/lib/current-user';
import { useSaveLocale } from './account-api';
import { AccountSection } from './account-section';

export function LanguageSection({ user }: { user: User }) {
  const t = useTranslations('account.language');
  const pageLocale = useLocale() as Locale;
  // An API from before account languages sends none: the page's language stands in.
  const saved: Locale = isLocale(user.locale) ? user.locale : pageLocale;
  const [choice, setChoice] = useState<Locale>(saved);
  const [saving, setSaving] = useState(false);
  const saveLocale = useSaveLocale();
  const refreshUser = useRefreshCurrentUser();
  const router = useRouter();
  // Without the /fr prefix: the router adds the chosen language's own.
  const pathname = usePathname();
  const name = useId();
  const hintId = `${name}-hint`;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const { message } = await saveLocale.mutateAsync(choice);
      await refreshUser();
      toast.success(message || t('saved'));
      if (choice !== pageLocale) router.replace(`${pathname}${window.location.search}`, { locale: choice });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountSection title={t('title')} description={t('description')}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <fieldset aria-describedby={hintId}>
          <legend className="mb-3 text-sm font-medium text-ink">{t('legend')}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {LOCALES.map((locale) => (
              <ChoiceCard key={locale} name={name} value={locale} checked={choice === locale} onChange={() => setChoice(locale)}>
                {/* Each language is named in itself, so a screen reader says it with the right voice. */}
                <span lang={LOCALE_TAGS[locale]} className="block font-semibold text-ink">
                  {LOCALE_NAMES[locale]}
                </span>
              </ChoiceCard>
            ))}
          </div>
          <p id={hintId} className="mt-3 text-sm text-muted">
            {t('hint')}
          </p>
        </fieldset>
        <div className="mt-5 flex justify-end">
          <Button type="submit" loading={saving} className="w-full sm:w-auto">
            {t('save')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
