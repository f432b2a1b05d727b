'use client';
// The orange progress bar at the top during navigation, for every page. Its script loads
// at the visitor's first activity (lib/on-first-interaction): it only matters for the next
// navigation, and a reader who never moves on never runs it.
import { useEffect, useState, type ComponentType } from 'react';
import type { NextTopLoaderProps } from 'nextjs-toploader';
import { onFirstInteraction } from '@/lib/on-first-interaction';

export function NavigationProgress() {
  const [TopLoader, setTopLoader] = useState<ComponentType<NextTopLoaderProps> | null>(null);
  useEffect(
    () =>
      onFirstInteraction(() => {
        import('nextjs-toploader')
          .then((loader) => setTopLoader(() => loader.default))
          .catch((error: unknown) => console.error('Loading the navigation progress bar failed', error));
      }),
    [],
  );
  return TopLoader && <TopLoader color="#ea580c" height={3} showSpinner={false} shadow={false} />;
}
