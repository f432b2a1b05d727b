// Verification documents (and booking message attachments): accepted only when both the
// name and the bytes say png, jpg/jpeg, gif, webp or pdf (and agree), stored privately under a
// random key, never under /uploads.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DOCUMENT_TYPE_MESSAGE, documentKindOf, hasAllowedDocumentExtension, invalidDocumentMessage } from '@hearth/shared/schemas/fields';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { AppError } from '../../plugins/errors';

export interface CheckedDocument<F extends string = ProviderDocumentField> {
  field: F;
  fileName: string;
  contentType: string;
  extension: string;
  bytes: Buffer;
}

/** Refuses a document whose name or content is not an allowed type, or whose content contradicts its name. */
export async function checkDocument<F extends string>(field: F, rawName: string, bytes: Buffer): Promise<CheckedDocument<F>> {
  // Keep only the last path segment and harmless characters: the name is shown back, never used as a path.
  const cleaned = (rawName.split(/[\\/]/).pop() ?? '').replace(/[^\w.\- ()]/g, '_');
  // Shorten a long name before its extension, which decides the type.
  const suffix = /\.\w{1,10}$/.exec(cleaned)?.[0] ?? '';
  const fileName = (cleaned.length > 120 ? cleaned.slice(0, 120 - suffix.length) + suffix : cleaned) || 'document';
  if (!hasAllowedDocumentExtension(fileName)) throw new AppError(415, DOCUMENT_TYPE_MESSAGE, { [field]: DOCUMENT_TYPE_MESSAGE });
  const extension = fileName.toLowerCase().split('.').pop()!;
  const kind = documentKindOf(fileName)!;
  let genuine = bytes.length > 0 && kind.matches(bytes.subarray(0, 16), bytes.subarray(Math.max(0, bytes.length - 1024)));
  if (genuine && kind.contentType.startsWith('image/')) {
    // The header is right; make sure the rest decodes as that image too.
    genuine = await sharp(bytes, { limitInputPixels: 100_000_000 })
      .metadata()
      .then((m) => m.format === (kind.contentType === 'image/jpeg' ? 'jpeg' : kind.contentType.slice(6)))
      .catch(() => false);
  }
  if (!genuine) {
    const message = invalidDocumentMessage(kind);
    throw new AppError(415, message, { [field]: message });
  }
  return { field, fileName, contentType: kind.contentType, extension, bytes };
}

export const documentStorageKey = (providerId: string, doc: CheckedDocument) => `private/providers/${providerId}/${doc.field}-${randomUUID()}.${doc.extension}`;
