// A labelled multi-line input with its error underneath, wired like TextField.
import clsx from 'clsx';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, inputClasses, useFieldIds } from './text-field';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, error, hint, id, className, ref, rows = 4, ...input }: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Field label={label} ids={ids} hint={hint} error={error} className={className}>
      <textarea ref={ref} id={ids.fieldId} rows={rows} {...ids.aria} className={clsx(inputClasses(Boolean(error)), 'h-auto py-2.5')} {...input} />
    </Field>
  );
}
