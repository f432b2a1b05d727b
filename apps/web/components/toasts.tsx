'use client';
// The page's one toast area (sonner's Toaster), mounted by the root layout for every page. It loads
// once the page is idle: toasts raised earlier (sonner keeps them) appear as soon as it mounts.
// Anything anywhere shows a toast with `import { toast } from 'sonner'`.
import { TOAST_AUTO_CLOSE_MS } from '@hearth/shared/constants';
import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { whenIdle } from '@/lib/when-idle';

export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(
    () =>
      whenIdle(() => {
        import('sonner')
          .then((sonner) => setToaster(() => sonner.Toaster))
          .catch((error: unknown) => console.error('Loading the toast area failed', error));
      }),
    [],
  );
  return Toaster && <Toaster position="top-center" duration={TOAST_AUTO_CLOSE_MS} richColors closeButton />;
}
