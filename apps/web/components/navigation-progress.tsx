'use client';
// The orange progress bar at the top during navigation (spec §2), for every page. Its script loads
// once the page is idle: it is only needed for the next navigation.
import { useEffect, useState, type ComponentType } from 'react';
import type { NextTopLoaderProps } from 'nextjs-toploader';
import { whenIdle } from '@/lib/when-idle';

export function NavigationProgress() {
  const [TopLoader, setTopLoader] = useState<ComponentType<NextTopLoaderProps> | null>(null);
  useEffect(
    () =>
      whenIdle(() => {
        import('nextjs-toploader')
          .then((loader) => setTopLoader(() => loader.default))
          .catch((error: unknown) => console.error('Loading the navigation progress bar failed', error));
      }),
    [],
  );
  return TopLoader && <TopLoader color="#ea580c" height={3} showSpinner={false} shadow={false} />;
}
