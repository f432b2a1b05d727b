'use client';
// WAI-ARIA tabs: arrow keys, Home and End move between tabs; panels stay mounted so
// switching tabs keeps what was typed.
import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

export function Tabs<T extends string>({ label, items, value, onChange }: { label: string; items: TabItem<T>[]; value: T; onChange: (value: T) => void }) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[target];
    if (!next) return;
    onChange(next.value);
    tabRefs.current.get(next.value)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} tabIndex={-1} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={clsx(
                'h-10 rounded-lg text-sm font-semibold transition-colors',
                selected ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${item.value}`}
          aria-labelledby={`${baseId}-tab-${item.value}`}
          hidden={item.value !== value}
          className="pt-6"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
