// Which files a message may carry, checked before sending so the user learns at once; the API
// checks the same limits again (and the type by content).
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_MAX_ATTACHMENTS } from '@hearth/shared/account';
import { DOCUMENT_EXTENSIONS } from '@hearth/shared/constants';
import { DOCUMENT_TYPE_MESSAGE, hasAllowedDocumentExtension } from '@hearth/shared/schemas/fields';

/** For the file picker: the allowed extensions (the API also accepts them by content, not by name). */
export const ATTACHMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a picked file was left out; the composer words it in the reader's language. */
export type AttachmentProblem = { kind: 'type'; fileName: string; message: string } | { kind: 'size'; fileName: string; maxBytes: number } | { kind: 'count'; max: number };

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Adds the picked files to those already chosen, keeping the ones allowed and saying why others were left out. */
export function addAttachments(chosen: readonly File[], picked: readonly File[]): { files: File[]; problems: AttachmentProblem[] } {
  const files = [...chosen];
  const problems: AttachmentProblem[] = [];
  let tooMany = false;
  for (const file of picked) {
    if (files.some((known) => sameFile(known, file))) continue;
    if (!hasAllowedDocumentExtension(file.name)) problems.push({ kind: 'type', fileName: file.name, message: DOCUMENT_TYPE_MESSAGE });
    else if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) problems.push({ kind: 'size', fileName: file.name, maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES });
    else if (files.length >= MESSAGE_MAX_ATTACHMENTS) tooMany = true;
    else files.push(file);
  }
  if (tooMany) problems.push({ kind: 'count', max: MESSAGE_MAX_ATTACHMENTS });
  return { files, problems };
}
