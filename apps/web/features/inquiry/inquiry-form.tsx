'use client';
// The inquiry form of the footer and the contact page (POST /api/inquiry): errors under the
// fields with the shared messages; on success the toast 'Thank you for inquiry' and a reset.
// It is on every public page, so it keeps its own script small: plain React state instead of
// react-hook-form, with the shared zod schema loaded when the visitor starts using the form, and the
// toast library, the API client's error handling and the translations of the shared messages when
// it has an answer to show (docs/decisions/008, 035). It behaves like the react-hook-form forms:
// validated on submit, then again as fields change; the first invalid field gets focus; the API's
// field errors go under the fields.
import { INQUIRY_THANKS_MESSAGE } from '@hearth/shared/constants';
import type { InquiryInput } from '@hearth/shared/inquiries/contract';
import type { Locale } from '@hearth/shared/locale';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { loadLocalizer } from '@/lib/localize-message';
import { loadInquirySchema, sendInquiry } from './inquiry-api';

type Field = keyof InquiryInput;
type FieldErrors = Partial<Record<Field, string>>;

/** In the order the form shows them: the first one with an error gets focus. */
const FIELDS: readonly Field[] = ['email', 'phonenumber', 'description'];
const EMPTY: InquiryInput = { email: '', phonenumber: '', description: '' };

let schemaPromise: ReturnType<typeof loadInquirySchema> | null = null;
/** The shared schema (and zod with it), loaded once, on first use. */
const loadSchema = () => (schemaPromise ??= loadInquirySchema());
const loadToast = () => import('sonner').then((sonner) => sonner.toast);

type Validation = { ok: true; data: InquiryInput } | { ok: false; errors: FieldErrors };

async function validate(values: InquiryInput): Promise<Validation> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** `label` names the form for assistive technology; the contact page has the footer's form too. */
export function InquiryForm({ source, label }: { source: 'footer' | 'contact'; label?: string }) {
  // Under 'site': the footer puts this client form on every page, and 'site' is in every page's messages.
  const t = useTranslations('site.inquiry');
  const locale = useLocale() as Locale;
  const [values, setValues] = useState<InquiryInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** Only the newest validation may set the messages (they settle asynchronously). */
  const latestValidation = useRef(0);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (!first) return;
    const fieldRefs = { email: emailRef, phonenumber: phoneRef, description: descriptionRef };
    fieldRefs[first].current?.focus();
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit the messages follow what the visitor types, as in the other forms.
    if (!submitted) return;
    const id = ++latestValidation.current;
    void validate(next).then((result) => {
      if (id === latestValidation.current) setErrors(result.ok ? {} : result.errors);
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    latestValidation.current++;
    const result = await validate(values);
    if (!result.ok) return showErrors(result.errors);
    setErrors({});
    setSubmitting(true);
    try {
      await sendInquiry(result.data, source);
      setValues(EMPTY);
      setSubmitted(false);
      const [toast, localize] = await Promise.all([loadToast(), loadLocalizer()]);
      toast.success(localize(INQUIRY_THANKS_MESSAGE, locale));
    } catch (error) {
      const { ApiError, errorMessage } = await import('@/lib/api');
      const fieldErrors: FieldErrors = {};
      if (error instanceof ApiError) for (const field of FIELDS) if (error.errors[field]) fieldErrors[field] = error.errors[field];
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else (await loadToast()).error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  // Validated on submit, not on blur: an error appearing as a field loses focus would push the
  // button down between mouse-down and mouse-up and swallow the click.
  return (
    <form onSubmit={onSubmit} onFocus={() => void loadSchema()} noValidate aria-label={label ?? t('label')} className="space-y-4">
      <TextField
        ref={emailRef}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errors.email}
      />
      <PhoneInput
        ref={phoneRef}
        label={t('phone')}
        name="phonenumber"
        value={values.phonenumber}
        onChange={(masked) => change('phonenumber', masked)}
        error={errors.phonenumber}
      />
      <TextArea
        ref={descriptionRef}
        label={t('description')}
        name="description"
        rows={3}
        value={values.description}
        onChange={(event) => change('description', event.target.value)}
        error={errors.description}
      />
      <Button type="submit" fullWidth loading={submitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
