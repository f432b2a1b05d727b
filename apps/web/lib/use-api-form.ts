'use client';
// The submit path every API form shares: react-hook-form checks the shared zod schema, the action
// calls the API, the server's field errors land under their fields, and the person hears about the
// outcome once: a success toast, a message under a field, or (when no field took it) one error toast.
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { applyFieldErrors, errorMessage } from '@/lib/api';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A success toast: its text, or its text with a second line. */
export type SuccessToast = string | { message: string; description?: string };

export interface UseApiFormOptions<S extends FormSchema, R> extends Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> {
  schema: S;
  /** The form's fields the server may name in its errors. */
  fields: readonly Path<z.input<S>>[];
  /** API field names that differ from the form's (`amountCents` for the form's `amount`). */
  aliases?: Partial<Record<string, Path<z.input<S>>>>;
  /** Calls the API with the checked values (the schema's output) and, for forms that send what was typed, the raw input. */
  action: (values: z.output<S>, input: z.input<S>) => Promise<R>;
  /** The success toast for the action's result (usually the API's message); none when it gives nothing. */
  success?: (result: R, values: z.output<S>) => SuccessToast | undefined;
  /** What follows a success (reset, close, navigate); a throw here is reported like a failed action. */
  onSuccess?: (result: R, values: z.output<S>) => unknown;
  /** Where a failure no field took is told; a toast unless given (a dialog shows it inside itself). */
  onProblem?: (message: string, error: unknown) => void;
}

export interface ApiForm<S extends FormSchema> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** The form's onSubmit: validates, runs the action and reports. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
}

export function useApiForm<S extends FormSchema, R>({ schema, fields, aliases, action, success, onSuccess, onProblem, ...formProps }: UseApiFormOptions<S, R>): ApiForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...formProps, resolver: zodResolver(schema) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await action(values, form.getValues());
      const done = success?.(result, values);
      if (typeof done === 'string') toast.success(done);
      else if (done) toast.success(done.message, { description: done.description });
      await onSuccess?.(result, values);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, fields, aliases)) return;
      const message = errorMessage(error);
      if (onProblem) onProblem(message, error);
      else toast.error(message);
    }
  });

  return { form, onSubmit, submitting: form.formState.isSubmitting };
}
