// Verification documents (and booking message attachments): accepted only when both the
// name and the bytes say png, jpg/jpeg, gif, webp or pdf (and agree), stored privately under a
// random key, never under /uploads.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DOCUMENT_TYPE_MESSAGE, hasAllowedDocumentExtension } from '@hearth/shared/schemas/fields';
import type { ProviderDocumentField } from '@hearth/shared/schemas/provider';
import { AppError } from '../../plugins/errors';

interface Kind {
  contentType: string;
  extensions: string[];
  label: string;
  matches(bytes: Buffer): boolean;
}

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

const KINDS: Kind[] = [
  { contentType: 'application/pdf', extensions: ['pdf'], label: 'PDF', matches: (b) => ascii(b, 0, 5) === '%PDF-' && ascii(b, Math.max(0, b.length - 1024), b.length).includes('%%EOF') },
  { contentType: 'image/png', extensions: ['png'], label: 'PNG image', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG image', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { contentType: 'image/gif', extensions: ['gif'], label: 'GIF image', matches: (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)) },
  { contentType: 'image/webp', extensions: ['webp'], label: 'WebP image', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

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
  const kind = KINDS.find((k) => k.extensions.includes(extension))!;
  let genuine = bytes.length > 0 && kind.matches(bytes);
  if (genuine && kind.contentType.startsWith('image/')) {
    // The header is right; make sure the rest decodes as that image too.
    genuine = await sharp(bytes, { limitInputPixels: 100_000_000 })
      .metadata()
      .then((m) => m.format === (kind.contentType === 'image/jpeg' ? 'jpeg' : kind.contentType.slice(6)))
      .catch(() => false);
  }
  if (!genuine) {
    const message = `This file is not a valid ${kind.label}. ${DOCUMENT_TYPE_MESSAGE}`;
    throw new AppError(415, message, { [field]: message });
  }
  return { field, fileName, contentType: kind.contentType, extension, bytes };
}

export const documentStorageKey = (providerId: string, doc: CheckedDocument) => `private/providers/${providerId}/${doc.field}-${randomUUID()}.${doc.extension}`;
