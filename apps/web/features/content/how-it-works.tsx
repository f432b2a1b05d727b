// The "how it works" steps from the CMS (customers on the home page, providers on /professional).
// Cards name an icon; unknown names fall back to a generic one.
import type { CmsCard } from '@hearth/shared/content/contract';
import { BadgeCheck, Bell, CalendarCheck, CircleCheck, Search, ShieldCheck, Star, UserPlus, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';

const ICONS: Record<string, LucideIcon> = {
  search: Search,
  calendar: CalendarCheck,
  shield: ShieldCheck,
  star: Star,
  user: UserPlus,
  badge: BadgeCheck,
  bell: Bell,
  wallet: Wallet,
};

export function HowItWorks({ id, title, intro, cards }: { id: string; title: string; intro?: string; cards: CmsCard[] }) {
  const t = useTranslations('content.howItWorks');
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-20">
      <h2 id={id} className="text-center text-3xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{intro}</p>}
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card, index) => {
          const Icon = ICONS[card.icon] ?? CircleCheck;
          return (
            <li key={card._id} className="rounded-2xl border border-slate-200 bg-white p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-brand-700">{t('step', { number: String(index + 1) })}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{card.title}</h3>
              <p className="mt-1 text-muted">{card.description}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
