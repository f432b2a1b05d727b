'use client';
// The link to this same page in the other language (header, mobile menu and footer). It keeps the
// path and the query; next-intl's Link writes the remembered-language cookie on click and, to switch
// even before that script runs, links to the language's prefixed URL ('/en/services' from French,
// which the proxy answers with a redirect to '/services' and the cookie). A page whose address
// differs by language (a blog post) names its versions (page-language-versions.tsx), and where to
// go when it does not exist in the other one. A signed-in user's choice is also saved on their
// account, so emails and texts follow it; that call never holds up the page, and its code (the
// account contract with zod, the API client) loads only when a signed-in user clicks: the switcher
// is in every public page's header.
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '@hearth/shared/locale';
import clsx from 'clsx';
import { Languages } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { useAnnouncedPath } from './page-language-versions';

interface LanguageSwitcherProps {
  /** Whether someone is signed in: then the choice is saved on their account too. */
  signedIn: boolean;
  /** Its look, including its display (inline-flex, or hidden below a breakpoint). */
  className?: string;
  /** Called once the link is followed (the mobile menu closes). */
  onSwitch?: () => void;
}

/** Saves the language on the signed-in user's account; a failure only means their emails keep the old one. */
export async function saveLocaleChoice(locale: Locale): Promise<void> {
  try {
    const [{ accountEndpoints }, { sessionCalls }] = await Promise.all([import('@hearth/shared/account/contract'), import('@/lib/session-calls')]);
    const { call, signedIn } = await sessionCalls();
    if (!signedIn) return;
    await call(accountEndpoints.locale, { body: { locale } });
  } catch (error) {
    console.warn('Saving the language choice on the account failed', error);
  }
}

export function LanguageSwitcher(props: LanguageSwitcherProps) {
  // Reading the query suspends a statically rendered page; meanwhile the link keeps the path alone.
  return (
    <Suspense fallback={<SwitcherLink {...props} search="" />}>
      <SwitcherLinkWithQuery {...props} />
    </Suspense>
  );
}

function SwitcherLinkWithQuery(props: LanguageSwitcherProps) {
  const search = useSearchParams()?.toString() ?? '';
  return <SwitcherLink {...props} search={search} />;
}

function SwitcherLink({ signedIn, className, onSwitch, search }: LanguageSwitcherProps & { search: string }) {
  const current = useLocale();
  const pathname = usePathname();
  const other = LOCALES.find((locale) => locale !== current) ?? current;
  const announced = useAnnouncedPath(other);
  const tag = LOCALE_TAGS[other];
  const href = announced ?? (search ? `${pathname}?${search}` : pathname);
  return (
    <Link
      href={href}
      locale={other}
      lang={tag}
      hrefLang={tag}
      onClick={() => {
        if (signedIn) void saveLocaleChoice(other);
        onSwitch?.();
      }}
      className={clsx('items-center gap-1.5', className)}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      {LOCALE_NAMES[other]}
    </Link>
  );
}
