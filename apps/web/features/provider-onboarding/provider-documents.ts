// The five verification documents, in form order, and how a
// stored one is described. Their names and hints are under provider.documentTypes in the catalogues
// (the English names are the ones the API's "… is required" messages use).
import { DOCUMENT_EXTENSIONS } from '@hearth/shared/constants';
import type { Formatter } from '@hearth/shared/format';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { useTranslations } from 'next-intl';

export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export const PROVIDER_DOCUMENTS: readonly { field: ProviderDocumentField }[] = [
  { field: 'qualificationdoc' },
  { field: 'socialInsurancedoc' },
  { field: 'residentdoc' },
  { field: 'governmentdoc1' },
  { field: 'governmentdoc2' },
];

/** A document's name ("Qualification Document") and what to upload for it, in the page's language. */
export function useDocumentText(): (field: ProviderDocumentField) => { label: string; hint: string } {
  const t = useTranslations('provider.documentTypes');
  return (field) => ({ label: t(`${field}.label`), hint: t(`${field}.hint`) });
}

/** "Mar 2, 2026" / "2 mars 2026" */
export const formatUploadDate = (format: Formatter, iso: string) => format.date(iso, 'medium');

/** "PDF", "PNG": what kind of file it is, from its content type. */
export const fileKind = (contentType: string) => (contentType === 'application/pdf' ? 'PDF' : contentType.replace('image/', '').toUpperCase());
