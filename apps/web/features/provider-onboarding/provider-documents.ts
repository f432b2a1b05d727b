// The five verification documents (spec §3 Provider verification, §5), in form order, with the
// names the API's "… is required" messages use, and how a stored one is described.
import { DOCUMENT_EXTENSIONS } from '@hearth/shared/constants';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import dayjs from 'dayjs';

export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export const PROVIDER_DOCUMENTS: readonly { field: ProviderDocumentField; label: string; hint: string }[] = [
  { field: 'qualificationdoc', label: 'Qualification Document', hint: 'A licence, certificate or diploma for your trade.' },
  { field: 'socialInsurancedoc', label: 'Social Insurance Document', hint: 'Your SIN confirmation letter or a government letter showing your SIN.' },
  { field: 'residentdoc', label: 'Resident Document', hint: 'Proof of your status: passport, citizenship certificate, PR card or permit.' },
  { field: 'governmentdoc1', label: 'Government Document 1', hint: "Government-issued photo ID, such as a driver's licence." },
  { field: 'governmentdoc2', label: 'Government Document 2', hint: 'A second government-issued ID, such as a health card or passport.' },
];

/** 2048 → "2 KB", 1536000 → "1.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

export const formatUploadDate = (iso: string) => dayjs(iso).format('D MMM YYYY');

/** "PDF", "PNG": what kind of file it is, from its content type. */
export const fileKind = (contentType: string) => (contentType === 'application/pdf' ? 'PDF' : contentType.replace('image/', '').toUpperCase());
