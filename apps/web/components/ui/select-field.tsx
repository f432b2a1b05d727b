// A labelled native select with its error underneath, styled and wired like TextField.
import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, inputClasses, useFieldIds } from './text-field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice, e.g. "Select a province". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, hint, options, placeholder, id, className, ref, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Field label={label} ids={ids} hint={hint} error={error} className={className}>
      <div className="relative">
        <select ref={ref} id={ids.fieldId} {...ids.aria} className={inputClasses(Boolean(error), 'appearance-none pr-10')} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </Field>
  );
}
