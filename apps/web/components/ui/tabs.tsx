'use client';
// WAI-ARIA tabs on Radix Tabs: arrow keys, Home and End move between tabs and select them; panels
// stay mounted so switching tabs keeps what was typed.
import * as RadixTabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

export function Tabs<T extends string>({ label, items, value, onChange }: { label: string; items: TabItem<T>[]; value: T; onChange: (value: T) => void }) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onChange(next as T)}>
      <RadixTabs.List aria-label={label} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={clsx(
              'h-10 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              item.value === value ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount
          hidden={item.value !== value}
          // The panels hold fields, so Tab goes from the tab straight to the first one.
          tabIndex={undefined}
          className="pt-6"
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
