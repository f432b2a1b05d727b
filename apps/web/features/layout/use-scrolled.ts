import { useSyncExternalStore } from 'react';

const THRESHOLD_PX = 8;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled down a little (the header's compact style). */
export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > THRESHOLD_PX,
    () => false,
  );
}
