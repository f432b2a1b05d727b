// A professional's photo, or their initials on a tinted disc when they have none.
import type { ProfessionalCard } from '@hearth/shared/professionals/wire';
import clsx from 'clsx';

export function ProfessionalAvatar({ professional, size = 'md' }: { professional: Pick<ProfessionalCard, 'displayName' | 'photo'>; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-28 text-3xl' : 'size-16 text-xl';
  if (professional.photo) {
    return (
      <img src={size === 'lg' ? professional.photo.small : professional.photo.thumbnail} alt="" className={clsx(box, 'shrink-0 rounded-full object-cover ring-1 ring-slate-200')} />
    );
  }
  const initials = professional.displayName
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span aria-hidden="true" className={clsx(box, 'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800')}>
      {initials}
    </span>
  );
}
