// Saving a file fetched with the session's token (documents, CSV exports): a plain link cannot send
// the Bearer header, so the file is fetched, then handed to the browser through an object URL.

/** Long enough for every browser to have started reading the file before its URL is released. */
const OBJECT_URL_LIFETIME_MS = 10_000;

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
