'use client';
// /serviceprovider/certificate, "Documents/Certificates": the five verification documents with
// download, replace and delete. Documents are private, so a download is an authorised fetch
// turned into a file, never a plain link. Replacing happens on Business Detail, because the API
// takes documents only together with the business details they support.
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileBadge, FileText, Trash2, Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { formatFileSize } from '@/lib/file-size';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { saveBlob } from '@/lib/save-blob';
import { fileKind, formatUploadDate, PROVIDER_DOCUMENTS, useDocumentText } from './provider-documents';
import { providerKeys, useActionRequired, useBusinessDetails, useDeleteDocument, useDocumentBlob, type BusinessDetails, type ProviderDocument } from './provider-onboarding-api';

/**
 * Why the API would refuse to delete a document now, or null when it allows it: never while the
 * team reviews them, and after approval only while the team has asked for changes.
 */
function deleteRefusal(status: BusinessDetails['verificationstatus'], openActionItems: number | undefined): 'underReview' | 'approved' | null {
  if (status === 'submitted') return 'underReview';
  if (status === 'approved' && !openActionItems) return 'approved';
  return null;
}

function DocumentRow({ field, label, doc, canDelete }: { field: ProviderDocumentField; label: string; doc: ProviderDocument | null; canDelete: boolean }) {
  const t = useTranslations('provider.documents');
  const format = useFormat();
  const fetchDocument = useDocumentBlob();
  const deleteDocument = useDeleteDocument();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download(stored: ProviderDocument) {
    setDownloading(true);
    try {
      saveBlob(await fetchDocument(stored.url), stored.fileName);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      const { data, message } = await deleteDocument(field);
      queryClient.setQueryData(providerKeys.businessDetails, data);
      setConfirming(false);
      toast.success(message);
    } catch (error) {
      // The status can have moved since the page loaded: the API says why the document stays.
      setConfirming(false);
      toast.error(errorMessage(error));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <li className="flex flex-col gap-4 px-5 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <FileText className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-semibold break-words text-ink">{label}</h2>
          {doc ? (
            <>
              <p className="truncate text-sm text-ink">{doc.fileName}</p>
              <p className="text-xs text-muted">
                {t('stored', { kind: fileKind(doc.contentType), size: formatFileSize(doc.size, format), date: formatUploadDate(format, doc.uploadedAt) })}
              </p>
            </>
          ) : (
            <p className="text-sm text-muted">{t('notUploaded')}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {doc ? (
          <>
            <Button variant="secondary" size="sm" loading={downloading} onClick={() => download(doc)} aria-label={t('downloadLabel', { document: label })}>
              {!downloading && <Download aria-hidden="true" className="size-4" />}
              {t('download')}
            </Button>
            <Link href={paths.provider.businessDetail({ replace: field })} aria-label={t('replaceLabel', { document: label })} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Upload aria-hidden="true" className="size-4" />
              {t('replace')}
            </Link>
            {canDelete && (
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={t('deleteDialog.title', { document: label })}
                description={t('deleteDialog.description', { fileName: doc.fileName })}
                confirmLabel={t('deleteDialog.confirm')}
                cancelLabel={t('deleteDialog.cancel')}
                onConfirm={remove}
                busy={deleting}
                trigger={
                  <Button variant="ghost" size="sm" aria-label={t('deleteLabel', { document: label })} className="text-red-700 hover:bg-red-50">
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('delete')}
                  </Button>
                }
              />
            )}
          </>
        ) : (
          <Link href={paths.provider.businessDetail({ replace: field })} aria-label={t('uploadLabel', { document: label })} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Upload aria-hidden="true" className="size-4" />
            {t('upload')}
          </Link>
        )}
      </div>
    </li>
  );
}

export function DocumentsList() {
  const t = useTranslations('provider.documents');
  const documentText = useDocumentText();
  const details = useBusinessDetails();
  const actionItems = useActionRequired();
  let body;
  if (details.data) {
    const { documents } = details.data;
    const refusal = deleteRefusal(details.data.verificationstatus, actionItems.data?.length);
    body = PROVIDER_DOCUMENTS.every(({ field }) => !documents[field]) ? (
      <EmptyState
        icon={<FileBadge className="size-6" />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={{ label: t('empty.action'), href: paths.provider.businessDetail() }}
      />
    ) : (
      <>
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {PROVIDER_DOCUMENTS.map(({ field }) => (
            <DocumentRow key={field} field={field} label={documentText(field).label} doc={documents[field]} canDelete={refusal === null} />
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">
          {refusal === 'underReview' ? t('footnoteUnderReview') : refusal === 'approved' ? t('footnoteApproved') : t('footnote')}
        </p>
      </>
    );
  } else if (details.isError) {
    body = <LoadError title={t('loadError')} message={errorMessage(details.error)} onRetry={() => details.refetch()} retrying={details.isFetching} />;
  } else {
    body = (
      <div role="status" aria-label={t('loading')} className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {PROVIDER_DOCUMENTS.map(({ field }) => (
          <div key={field} className="flex items-center gap-3 px-5 py-4">
            <Skeleton className="size-10" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      {body}
    </>
  );
}
