'use client';
import { RefreshCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';

export function RefreshButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="secondary" size="sm" loading={pending} onClick={() => startTransition(() => router.refresh())}>
      {!pending && <RefreshCw aria-hidden="true" className="size-4" />}
      Refresh
    </Button>
  );
}
