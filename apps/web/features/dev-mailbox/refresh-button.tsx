'use client';
import { RefreshCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';

export function RefreshButton() {
  const t = useTranslations('site.devMailbox');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="secondary" size="sm" loading={pending} onClick={() => startTransition(() => router.refresh())}>
      {!pending && <RefreshCw aria-hidden="true" className="size-4" />}
      {t('refresh')}
    </Button>
  );
}
