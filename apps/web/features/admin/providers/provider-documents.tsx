'use client';
// A provider's five verification documents, opened inside the page: images shown, PDFs in a frame,
// each also openable in a new tab. Files are private, so each is fetched with the admin's token into
// a blob URL (the API records every fetch in the audit log).
import type { AdminProviderDocument } from '@hearth/shared/admin/providers/contract';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { ExternalLink, FileText, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from 'sonner';
import { useProviderDocumentBlob } from './providers-api';

/** The five documents, in the order they are listed. */
const DOCUMENT_FIELDS: readonly ProviderDocumentField[] = ['qualificationdoc', 'socialInsurancedoc', 'residentdoc', 'governmentdoc1', 'governmentdoc2'];

interface OpenDocument {
  label: string;
  doc: AdminProviderDocument;
  url: string;
}

export function ProviderDocuments({ documents }: { documents: Record<ProviderDocumentField, AdminProviderDocument | null> }) {
  const t = useTranslations('admin.providers.documents');
  const fetchDocument = useProviderDocumentBlob();
  const [open, setOpen] = useState<OpenDocument | null>(null);
  const [loading, setLoading] = useState<ProviderDocumentField | null>(null);

  // The blob URL lives as long as the document is on screen.
  useEffect(() => {
    if (!open) return;
    return () => URL.revokeObjectURL(open.url);
  }, [open]);

  async function view(field: ProviderDocumentField, doc: AdminProviderDocument) {
    setLoading(field);
    try {
      const blob = await fetchDocument(doc.url);
      // Typed by what was stored (checked by content at upload), so the browser renders it.
      const url = URL.createObjectURL(new Blob([blob], { type: doc.contentType }));
      setOpen({ label: t(`labels.${field}`), doc, url });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoading(null);
    }
  }

  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {DOCUMENT_FIELDS.map((field) => {
          const doc = documents[field];
          return (
            <li key={field} className="flex flex-wrap items-center gap-3 py-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-ink">{t(`labels.${field}`)}</p>
                <p className="truncate text-xs text-muted">{doc ? doc.fileName : t('notUploaded')}</p>
              </div>
              {doc && (
                <Button size="sm" variant="secondary" loading={loading === field} onClick={() => void view(field, doc)} aria-label={t('viewLabel', { document: t(`labels.${field}`) })}>
                  {t('view')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {open && (
        <section aria-label={t('openLabel', { document: open.label, file: open.doc.fileName })} className="mt-4 rounded-xl border border-slate-200 p-3">
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">
              {open.label} · {open.doc.fileName}
            </h3>
            <a href={open.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline">
              {t('newTab')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
            <Button size="sm" variant="ghost" onClick={() => setOpen(null)} aria-label={t('close')}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
          {open.doc.contentType === 'application/pdf' ? (
            <iframe title={t('pdfTitle', { document: open.label })} src={open.url} className="h-[70vh] w-full rounded-lg bg-slate-100" />
          ) : (
            // A plain <img>: next/image cannot load a blob URL, and the file is shown as uploaded.
            <img src={open.url} alt={t('openLabel', { document: open.label, file: open.doc.fileName })} className="mx-auto max-h-[70vh] w-auto max-w-full rounded-lg" />
          )}
        </section>
      )}
    </div>
  );
}
