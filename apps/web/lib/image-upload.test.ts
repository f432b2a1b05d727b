import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { IMAGE_TOO_LARGE_MESSAGE, imageUploadErrorMessage } from '@/lib/image-upload';

describe('imageUploadErrorMessage', () => {
  it("shows the API's sentence when a picture has too many pixels, naming the limit", () => {
    const message = 'This picture is 7000 × 7000 pixels (49.0 megapixels). Pictures can be at most 16 megapixels; please upload a smaller one.';
    expect(imageUploadErrorMessage(new ApiError(413, message, { image: message }))).toBe(message);
  });

  it('says a file too large in bytes is too large', () => {
    expect(imageUploadErrorMessage(new ApiError(413, 'The file is too large'))).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });

  it('passes on why the API asked to come back later', () => {
    const busy = 'We are processing a lot of pictures right now. Please try again in a few seconds.';
    expect(imageUploadErrorMessage(new ApiError(503, busy))).toBe(busy);
  });
});
