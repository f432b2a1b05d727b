// "2 new" next to a booking or job that has messages its user has not read; screen readers hear
// "2 new messages".
import clsx from 'clsx';
import { MessageSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';

export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const t = useTranslations('account.messages');
  if (count <= 0) return null;
  return (
    <span className={clsx('inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white', className)}>
      <MessageSquare aria-hidden="true" className="size-3.5" />
      {t.rich('unreadBadge', { count, spoken: (chunks) => <span className="sr-only">{chunks}</span> })}
    </span>
  );
}
