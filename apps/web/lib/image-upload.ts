// Picture uploads (profile picture, service images, blog covers): the types the API turns into
// variants, and what to tell the person when an upload fails. The API checks the bytes and the
// size; the type check here only spares a pointless upload.
import { ApiError, errorMessage } from '@/lib/api';

export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const IMAGE_UPLOAD_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');
export const WRONG_IMAGE_TYPE_MESSAGE = 'Upload a PNG, JPEG, GIF or WebP image';
export const IMAGE_TOO_LARGE_MESSAGE = 'This picture is too large. Choose a smaller image.';

/** The API's own words when it gave a reason for refusing the `image` field, else a plain one. */
export function imageUploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // Too many pixels comes with the API's own sentence naming the limit; too many bytes does not.
    if (error.status === 413) return error.errors.image ?? IMAGE_TOO_LARGE_MESSAGE;
    if (error.status === 415) return error.errors.image ?? WRONG_IMAGE_TYPE_MESSAGE;
    if (error.errors.image) return error.errors.image;
  }
  return errorMessage(error);
}
