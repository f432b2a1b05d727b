'use client';
// A checkbox group for picking several options, optionally grouped and filterable
// (provider sign-up: services by category, languages).
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FieldError, inputClasses } from './text-field';

export interface MultiSelectOption {
  value: string;
  label: string;
  group?: string;
}

interface MultiSelectProps {
  label: string;
  options: MultiSelectOption[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Shows a filter box; worth it for long lists. */
  searchLabel?: string;
  /** What the list says when the filter matches nothing ("No options match." by default). */
  emptyText?: string;
}

function groupOptions(options: MultiSelectOption[]) {
  const groups = new Map<string, MultiSelectOption[]>();
  for (const option of options) {
    const key = option.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  return [...groups.entries()];
}

export function MultiSelect({ label, options, value, onChange, onBlur, error, searchLabel, emptyText }: MultiSelectProps) {
  const t = useTranslations('common.multiSelect');
  const id = useId();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const visible = needle ? options.filter((o) => o.label.toLowerCase().includes(needle) || o.group?.toLowerCase().includes(needle)) : options;
  const selected = new Set(value);

  function toggle(optionValue: string, checked: boolean) {
    onChange(checked ? [...value, optionValue] : value.filter((v) => v !== optionValue));
  }

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 flex w-full items-center justify-between text-sm font-medium text-ink">
        {label}
        {/* Not part of the group's name: each checkbox already announces its own state. */}
        <span aria-hidden="true" className="text-xs font-normal text-muted">
          {t('selected', { count: value.length })}
        </span>
      </legend>
      {searchLabel && (
        <div className="relative mb-2">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={inputClasses(false, 'h-10 pl-9')}
          />
        </div>
      )}
      <div
        className={clsx(
          'max-h-64 space-y-4 overflow-y-auto rounded-lg border p-3',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      >
        {visible.length === 0 && <p className="text-sm text-muted">{emptyText ?? t('noMatch')}</p>}
        {groupOptions(visible).map(([group, items]) => (
          <div key={group || 'all'} role={group ? 'group' : undefined} aria-label={group || undefined}>
            {group && <p className="mb-2 text-xs font-semibold tracking-wider text-brand-700 uppercase">{group}</p>}
            <div className="flex flex-wrap gap-2">
              {items.map((option) => {
                const checked = selected.has(option.value);
                return (
                  <label
                    key={option.value}
                    className={clsx(
                      'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors',
                      checked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 text-ink hover:border-slate-400',
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={onBlur}
                      className="size-4 accent-brand-700"
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
