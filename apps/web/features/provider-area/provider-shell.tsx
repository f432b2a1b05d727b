'use client';
// The provider layout: header with logo, name, notifications and
// a mobile menu toggle; then the phone gate, the approval guard, the side menu and the page, with
// the Action Required dialog over it when admins asked for something. An admin's decision
// (VerificationUpdate) re-reads them at once, so approval opens the menu without a reload.
import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ActionRequiredDialog, isApprovedProvider } from '@/features/provider-onboarding';
import { NotificationBell } from '@/features/notifications';
import { useRealtimeEvent } from '@/features/realtime';
import { usePathname, useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { PhoneGate } from './phone-gate';
import { isOpenBeforeApproval, showsSideMenu } from './provider-menu';
import { ProviderSideMenu } from './provider-side-menu';
import { LanguageSwitcher } from '@/features/layout';

function ProviderHeader({ fullname, menuOpen, onToggleMenu, menuId }: { fullname: string; menuOpen: boolean; onToggleMenu?: () => void; menuId: string }) {
  const t = useTranslations('provider.shell');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:px-6">
        {onToggleMenu && (
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={onToggleMenu}
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        )}
        <Logo compact />
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <LanguageSwitcher signedIn className="inline-flex shrink-0 rounded-lg px-2 py-1.5 text-sm font-medium text-ink hover:bg-slate-100" />
          <NotificationBell />
          <span className="max-w-[12rem] min-w-0 truncate text-sm font-semibold text-ink">{fullname}</span>
        </div>
      </div>
    </header>
  );
}

/**
 * Approval, suspension or a request for action changes the menu, the guard, the action items and
 * what most provider pages may show (offers, jobs, the status on Business Detail): the pages on
 * screen re-read everything, the rest reload when next opened.
 */
function useVerificationLiveUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent(['VerificationUpdate'], () => {
    void queryClient.invalidateQueries();
  });
}

function CenteredStatus({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 items-center justify-center px-4 py-24">{children}</div>;
}

export function ProviderShell({ children }: { children: ReactNode }) {
  const t = useTranslations('provider.shell');
  const { data: session } = useSession();
  const pathname = usePathname();
  const router = useRouter();
  const user = useCurrentUser();
  useVerificationLiveUpdates();
  const menuId = useId();
  // Remembering where the menu was opened closes it by itself after navigation.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  const profile = user.data;
  const approved = profile ? isApprovedProvider(profile) : false;
  const mustLeave = Boolean(profile?.isPhoneNumberVerified && !approved && !isOpenBeforeApproval(pathname));

  useEffect(() => {
    if (mustLeave) router.replace(paths.provider.businessDetail());
  }, [mustLeave, router]);

  const fullname = profile?.fullname ?? session?.user.fullname ?? '';
  const withMenu = Boolean(profile?.isPhoneNumberVerified) && showsSideMenu(pathname);

  let content: ReactNode;
  if (user.isPending) {
    content = (
      <CenteredStatus>
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="size-5 text-brand-700" /> {t('loading')}
        </p>
      </CenteredStatus>
    );
  } else if (user.isError || !profile) {
    content = (
      <CenteredStatus>
        <LoadError title={t('loadError')} message={errorMessage(user.error)} onRetry={() => user.refetch()} retrying={user.isFetching} />
      </CenteredStatus>
    );
  } else if (!profile.isPhoneNumberVerified) {
    content = <PhoneGate user={profile} />;
  } else if (mustLeave) {
    content = (
      <CenteredStatus>
        <Spinner className="size-6 text-brand-700" />
      </CenteredStatus>
    );
  } else {
    content = (
      <>
        <ActionRequiredDialog />
        {children}
      </>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <ProviderHeader
        fullname={fullname}
        menuId={menuId}
        menuOpen={menuOpen}
        onToggleMenu={withMenu ? () => setMenuOpenOn(menuOpen ? null : pathname) : undefined}
      />
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-4 py-6 md:px-6 lg:py-8">
        {withMenu && (
          <aside
            id={menuId}
            className={clsx(
              'w-full shrink-0 lg:block lg:w-64',
              // Below 992 px the menu is a panel over the page, opened from the header.
              menuOpen ? 'fixed inset-x-0 top-16 bottom-0 z-30 overflow-y-auto bg-white p-4 lg:static lg:bg-transparent lg:p-0' : 'hidden',
            )}
          >
            <div className="rounded-2xl bg-white p-3 lg:sticky lg:top-24 lg:shadow-sm lg:ring-1 lg:ring-slate-200">
              <ProviderSideMenu approved={approved} onNavigate={() => setMenuOpenOn(null)} />
            </div>
          </aside>
        )}
        <main id="main" className="flex min-w-0 flex-1 flex-col">
          {content}
        </main>
      </div>
    </div>
  );
}
