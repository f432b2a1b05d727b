// The admin layout: its own slim header and the sections' menu, no public chrome.
import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { buttonClasses } from '@/components/ui/button';
import { LogoutButton } from '@/features/auth';
import { LanguageSwitcher } from '@/features/layout';
import { AdminNav } from './admin-nav';

export function AdminShell({ fullname, children }: { fullname: string; children: ReactNode }) {
  const t = useTranslations('admin.shell');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        {/* Wraps on the narrowest phones rather than pushing the page sideways. */}
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:px-6">
          <Logo compact />
          <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">{t('badge')}</span>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
            <LanguageSwitcher signedIn className="inline-flex rounded-lg px-2 py-1.5 text-sm font-medium text-ink hover:bg-slate-100" />
            <span className="hidden text-sm font-semibold text-ink sm:inline">{fullname}</span>
            <LogoutButton className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('logout')}
            </LogoutButton>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:px-6 lg:flex-row lg:gap-8 lg:py-8">
        <AdminNav />
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
