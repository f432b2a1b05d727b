'use client';
// Whether an element can be seen right now: the tab is in front and the element is in the viewport.
// Reading a conversation marks it read only then, not while it sits below the fold or in a hidden tab.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const tabVisible = useSyncExternalStore(subscribeToVisibility, () => document.visibilityState === 'visible', () => false);
  // Without IntersectionObserver (old browsers, jsdom) the element counts as in view.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return tabVisible && inView;
}
