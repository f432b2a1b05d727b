// What Hearth checked about a professional, each as an icon with its words (never an icon alone).
import type { ProfessionalCard } from '@hearth/shared/professionals/wire';
import { BadgeCheck, Phone, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';

const BADGES = [
  { key: 'identity', icon: BadgeCheck },
  { key: 'phone', icon: Phone },
  { key: 'insurance', icon: ShieldCheck },
] as const;

export function ProfessionalBadges({ badges }: { badges: ProfessionalCard['badges'] }) {
  const t = useTranslations('professionals.badges');
  const shown = BADGES.filter((b) => badges[b.key]);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('label')} className="flex flex-wrap gap-2">
      {shown.map(({ key, icon: Icon }) => (
        <li key={key} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          <Icon aria-hidden="true" className="size-4" />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
