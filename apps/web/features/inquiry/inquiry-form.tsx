'use client';
// The inquiry form of the footer and the contact page (spec §7 POST /api/inquiry): errors under the
// fields with the shared messages; on success the toast 'Thank you for inquiry' and a reset.
import { INQUIRY_THANKS_MESSAGE } from '@hearth/shared/constants';
import type { InquiryInput } from '@hearth/shared/schemas/content';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { PhoneInput } from '@/features/otp/phone-input';
import { apiRequest, applyFieldErrors, errorMessage } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

const EMPTY: InquiryInput = { email: '', phonenumber: '', description: '' };

/**
 * The shared inquiry schema, loaded on first use: the form is in every page's footer, and the
 * validation library is the largest script it would otherwise add to every first load.
 */
function loadResolver() {
  return Promise.all([import('@hookform/resolvers/zod'), import('@hearth/shared/schemas/content')]).then(([{ zodResolver }, { inquirySchema }]) =>
    zodResolver(inquirySchema),
  );
}
let resolverPromise: ReturnType<typeof loadResolver> | null = null;
const lazyResolver: Resolver<InquiryInput> = async (values, context, options) => {
  resolverPromise ??= loadResolver();
  return (await resolverPromise)(values, context, options);
};
/** Starts loading the schema as soon as the visitor shows interest, so submitting is instant. */
const preloadResolver = () => {
  resolverPromise ??= loadResolver();
};

/** The toast library is not part of the page's first load either (see components/toasts). */
const loadToast = () => import('sonner').then((sonner) => sonner.toast);

/** `label` names the form for assistive technology; the contact page has the footer's form too. */
export function InquiryForm({ source, label = 'Send us a message' }: { source: 'footer' | 'contact'; label?: string }) {
  // Validated on submit, not on blur: an error appearing as a field loses focus would push the
  // button down between mouse-down and mouse-up and swallow the click.
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryInput>({ resolver: lazyResolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest(apiPaths.inquiry(), { method: 'POST', body: { ...values, source } });
      reset(EMPTY);
      (await loadToast()).success(INQUIRY_THANKS_MESSAGE);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email', 'phonenumber', 'description'])) (await loadToast()).error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadResolver} noValidate aria-label={label} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Controller
        control={control}
        name="phonenumber"
        render={({ field }) => (
          <PhoneInput label="Phone Number" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errors.phonenumber?.message} />
        )}
      />
      <TextArea label="How can we help?" rows={3} error={errors.description?.message} {...register('description')} />
      <Button type="submit" fullWidth loading={isSubmitting}>
        Send Inquiry
      </Button>
    </form>
  );
}
