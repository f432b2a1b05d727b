'use client';
// A panel that opens from a button and is not modal (Radix Popover): Escape, a click elsewhere or
// focus moving away closes it, and Escape gives focus back to the button. Render it without a portal,
// right after its button, so that Tab goes from the button into it.
import * as RadixPopover from '@radix-ui/react-popover';
import clsx from 'clsx';
import type { ComponentProps, FocusEvent, KeyboardEvent } from 'react';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;

interface PopoverContentProps extends ComponentProps<typeof RadixPopover.Content> {
  /** Focus went somewhere other than the panel or its button (Tab past the end, where Radix sees nothing). */
  onFocusLeave?: () => void;
}

export function PopoverContent({ className, sideOffset = 8, collisionPadding = 8, onFocusLeave, onKeyDownCapture, onBlur, ...props }: PopoverContentProps) {
  function keyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    // A panel of links, not a trap: Tab walks on out of it, where Radix would loop back to its top.
    if (event.key === 'Tab') event.stopPropagation();
    onKeyDownCapture?.(event);
  }

  function blur(event: FocusEvent<HTMLDivElement>) {
    onBlur?.(event);
    const next = event.relatedTarget as Element | null;
    const panel = event.currentTarget;
    if (next && (panel.contains(next) || next.getAttribute('aria-controls') === panel.id)) return;
    onFocusLeave?.();
  }

  return (
    <RadixPopover.Content
      sideOffset={sideOffset}
      collisionPadding={collisionPadding}
      onKeyDownCapture={keyDownCapture}
      onBlur={blur}
      className={clsx('z-50 rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 outline-none', className)}
      {...props}
    />
  );
}
