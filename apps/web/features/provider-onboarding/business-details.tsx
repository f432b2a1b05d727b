'use client';
// /serviceprovider/businessdetail: the business, the SIN and
// the five documents, sent as multipart/form-data for review. The SIN is never shown back in full,
// so it is typed again on every submission; stored documents are only re-sent when replaced.
import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPE_MESSAGE, documentKindOf, documentTooLargeMessage, hasAllowedDocumentExtension, invalidDocumentMessage } from '@hearth/shared/schemas/fields';
import { providerVerificationSchema, REQUIRED_PROVIDER_DOCUMENTS, type ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { SelectField } from '@/components/ui/select-field';
import { FormSkeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { ApiError, applyFieldErrors, errorMessage } from '@/lib/api';
import { useRefreshCurrentUser } from '@/lib/current-user';
import { groupDigits } from '@/lib/input-masks';
import { DocumentField } from './document-field';
import { FormSection } from './form-section';
import { PROVIDER_DOCUMENTS, useDocumentText } from './provider-documents';
import { providerKeys, useActionRequired, useBusinessDetails, useSubmitBusinessDetails, type BusinessDetails as BusinessDetailsData } from './provider-onboarding-api';
import { VerificationStatusBanner } from './verification-status-banner';

// The API stores the English words; each is shown in the page's language (a status stored before this list, in its own words).
const RESIDENT_STATUSES = {
  'Canadian citizen': 'citizen',
  'Permanent resident': 'permanentResident',
  'Temporary resident (work permit)': 'temporaryResident',
  'Protected person': 'protectedPerson',
} as const;
const TEXT_FIELDS = ['bussinessname', 'qualification', 'socialInsuranceNum', 'residentStatus', 'yearsOfExperince'] as const;

/** The shared schema plus the documents: each is required unless one is already stored, and must have an allowed extension and size. */
function businessDetailsSchema(stored: BusinessDetailsData['documents']) {
  const document = (field: ProviderDocumentField) =>
    z
      .custom<File | null>((value) => value === null || value instanceof File)
      .superRefine((file, ctx) => {
        if (!file && !stored[field]) ctx.addIssue({ code: 'custom', message: REQUIRED_PROVIDER_DOCUMENTS[field] });
        if (file && !hasAllowedDocumentExtension(file.name)) ctx.addIssue({ code: 'custom', message: DOCUMENT_TYPE_MESSAGE });
        // Checked here so a file the API would refuse is never sent: it would only be read to be thrown away.
        else if (file && file.size > DOCUMENT_MAX_BYTES) ctx.addIssue({ code: 'custom', message: documentTooLargeMessage(DOCUMENT_MAX_BYTES) });
      });
  return providerVerificationSchema.extend({
    // The shared rule coerces to a number, which reads an empty box as 0 years: an empty box is no value.
    yearsOfExperince: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), providerVerificationSchema.shape.yearsOfExperince),
    qualificationdoc: document('qualificationdoc'),
    socialInsurancedoc: document('socialInsurancedoc'),
    residentdoc: document('residentdoc'),
    governmentdoc1: document('governmentdoc1'),
    governmentdoc2: document('governmentdoc2'),
  });
}
type Schema = ReturnType<typeof businessDetailsSchema>;
type FormValues = z.input<Schema>;
type Submitted = z.output<Schema>;
const FIELDS: readonly Path<FormValues>[] = [...TEXT_FIELDS, ...PROVIDER_DOCUMENTS.map((doc) => doc.field)];

function toFormValues(details: BusinessDetailsData): FormValues {
  return {
    bussinessname: details.bussinessname,
    qualification: details.qualification,
    // Never prefilled: the API only knows it masked (***-***-123).
    socialInsuranceNum: '',
    residentStatus: details.residentStatus,
    yearsOfExperince: details.yearsOfExperince === null ? '' : String(details.yearsOfExperince),
    qualificationdoc: null,
    socialInsurancedoc: null,
    residentdoc: null,
    governmentdoc1: null,
    governmentdoc2: null,
  };
}

function toFormData(values: Submitted): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) body.append(field, String(values[field]));
  for (const { field } of PROVIDER_DOCUMENTS) {
    const file = values[field];
    if (file) body.append(field, file, file.name);
  }
  return body;
}

/** Each chosen file whose bytes contradict its name (a renamed file), with the API's words for it. */
async function contentProblems(values: Submitted): Promise<[ProviderDocumentField, string][]> {
  const problems: [ProviderDocumentField, string][] = [];
  for (const { field } of PROVIDER_DOCUMENTS) {
    const file = values[field];
    const kind = file ? documentKindOf(file.name) : undefined;
    if (!file || !kind) continue;
    const bytes = async (part: Blob) => new Uint8Array(await part.arrayBuffer());
    const [head, tail] = await Promise.all([bytes(file.slice(0, 16)), bytes(file.slice(Math.max(0, file.size - 1024)))]);
    if (!kind.matches(head, tail)) problems.push([field, invalidDocumentMessage(kind)]);
  }
  return problems;
}

/** A 413 names no field: the largest file sent is the one over the limit (or one of them). */
function largestFile(values: Submitted): ProviderDocumentField | null {
  let largest: { field: ProviderDocumentField; size: number } | null = null;
  for (const { field } of PROVIDER_DOCUMENTS) {
    const file = values[field];
    if (file && (!largest || file.size > largest.size)) largest = { field, size: file.size };
  }
  return largest?.field ?? null;
}

export function BusinessDetails({ replaceDocument }: { replaceDocument?: ProviderDocumentField }) {
  const t = useTranslations('provider.business');
  const details = useBusinessDetails();
  const { data: actionItems = [] } = useActionRequired();
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      {details.data ? (
        <div className="space-y-6">
          <VerificationStatusBanner status={details.data.verificationstatus} rejectionReason={details.data.rejectionReason} actionItems={actionItems} />
          <BusinessDetailsForm details={details.data} replaceDocument={replaceDocument} />
        </div>
      ) : details.isError ? (
        <LoadError title={t('loadError')} message={errorMessage(details.error)} onRetry={() => details.refetch()} retrying={details.isFetching} />
      ) : (
        <FormSkeleton fields={10} label={t('loading')} />
      )}
    </>
  );
}

function BusinessDetailsForm({ details, replaceDocument }: { details: BusinessDetailsData; replaceDocument?: ProviderDocumentField }) {
  const t = useTranslations('provider.business');
  const documentText = useDocumentText();
  const submitBusinessDetails = useSubmitBusinessDetails();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshCurrentUser();
  const schema = useMemo(() => businessDetailsSchema(details.documents), [details.documents]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Submitted>({ resolver: zodResolver(schema), defaultValues: toFormValues(details), mode: 'onTouched' });
  const approved = details.verificationstatus === 'approved';
  const residentLabel = (value: string) => (Object.hasOwn(RESIDENT_STATUSES, value) ? t(`residentStatuses.${RESIDENT_STATUSES[value as keyof typeof RESIDENT_STATUSES]}`) : value);
  const residentOptions = [...new Set([...Object.keys(RESIDENT_STATUSES), ...(details.residentStatus ? [details.residentStatus] : [])])].map((value) => ({ value, label: residentLabel(value) }));

  const onSubmit = handleSubmit(async (values) => {
    // Checked before sending, so a renamed file does not cost the upload of everything with it.
    const refused = await contentProblems(values);
    if (refused.length > 0) {
      refused.forEach(([field, message], index) => setError(field, { type: 'validate', message }, { shouldFocus: index === 0 }));
      return;
    }
    try {
      const { data, message } = await submitBusinessDetails(toFormData(values));
      queryClient.setQueryData(providerKeys.businessDetails, data);
      reset(toFormValues(data));
      toast.success(message);
      // The status moved (the layout's guard and banner read it) and open action items were answered.
      void refreshUser();
      void queryClient.invalidateQueries({ queryKey: providerKeys.actionRequired });
    } catch (error) {
      if (applyFieldErrors(error, setError, FIELDS)) return;
      const tooLarge = error instanceof ApiError && error.status === 413 ? largestFile(values) : null;
      if (tooLarge) setError(tooLarge, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      else toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormSection title={t('yourBusiness')}>
        <TextField label={t('businessName.label')} hint={t('businessName.hint')} autoComplete="organization" error={errors.bussinessname?.message} {...register('bussinessname')} />
        <TextField label={t('qualification.label')} placeholder={t('qualification.placeholder')} error={errors.qualification?.message} {...register('qualification')} />
        <TextField label={t('experience')} type="number" inputMode="numeric" min={0} max={70} error={errors.yearsOfExperince?.message} {...register('yearsOfExperince')} />
        <SelectField label={t('residentStatus.label')} placeholder={t('residentStatus.placeholder')} options={residentOptions} error={errors.residentStatus?.message} {...register('residentStatus')} />
        <Controller
          control={control}
          name="socialInsuranceNum"
          render={({ field }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              label={t('sin.label')}
              inputMode="numeric"
              autoComplete="off"
              placeholder="000-000-000"
              className="sm:col-span-2"
              hint={
                details.socialInsuranceNum ? t('sin.hintOnFile', { masked: details.socialInsuranceNum }) : t('sin.hint')
              }
              value={field.value}
              onChange={(event) => field.onChange(groupDigits(event.target.value, [3, 3, 3]))}
              onBlur={field.onBlur}
              error={errors.socialInsuranceNum?.message}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('documents.title')} description={t('documents.description')}>
        {PROVIDER_DOCUMENTS.map(({ field }) => (
          <Controller
            // A new upload remounts the field, closing its picker.
            key={`${field}-${details.documents[field]?.uploadedAt ?? 'none'}`}
            control={control}
            name={field}
            render={({ field: input }) => (
              <DocumentField
                ref={input.ref}
                name={input.name}
                label={documentText(field).label}
                hint={documentText(field).hint}
                stored={details.documents[field]}
                onChange={input.onChange}
                onBlur={input.onBlur}
                error={errors[field]?.message}
                startReplacing={replaceDocument === field}
              />
            )}
          />
        ))}
      </FormSection>

      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
          {approved ? t('save') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
