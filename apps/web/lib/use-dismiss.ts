// Closes an open popup (menu, dropdown) when the user presses outside it or hits Escape; after
// Escape, focus returns to the button that opened it if focus was inside.
import { useEffect, useRef, type RefObject } from 'react';

export function useDismiss(open: boolean, rootRef: RefObject<HTMLElement | null>, buttonRef: RefObject<HTMLElement | null>, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      closeRef.current();
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, rootRef, buttonRef]);
}
