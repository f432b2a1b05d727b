// Wire shapes several contracts share: the envelope, a page of results, a picture's sizes, and path ids.
// Field names keep their published spelling (`_id`, `phonenumber`): mobile clients already speak them.
import { z } from 'zod';
import { FIRST_PAGE, IMAGE_VARIANTS } from './constants';

/**
 * Every JSON answer but the development mailbox: `{ success, message?, data? }`, where `data` is what
 * the endpoint's contract calls its response; a validation failure adds `errors: { field: message }`.
 */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
}

/** One page of a list: `pages` is at least 1, so "page 1 of 1" reads right on an empty list. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pageNo: z.number().int(), size: z.number().int(), total: z.number().int(), pages: z.number().int() });
}

/** A page of `T` as pagedSchema reads it, for the code that builds one from rows. */
export type Paged<T> = Omit<z.output<ReturnType<typeof pagedSchema>>, 'items'> & { items: T[] };

/** Every stored picture, one URL per size the image pipeline makes. */
export const imageUrlsSchema = z.record(z.enum(IMAGE_VARIANTS), z.string());
export type ImageUrls = z.infer<typeof imageUrlsSchema>;

/** A path id: anything that is not a UUID cannot name a row, so the API answers 404 with `notFound`. */
export function idParams<K extends string>(key: K, notFound: string) {
  return z.object({ [key]: z.uuid(notFound) } as Record<K, z.ZodUUID>);
}

/** The page query of a list, with its page size and the largest size a client may ask for. */
export function pageQuerySchema(size: number, max = 50) {
  return z.object({
    pageNo: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(max).default(size),
  });
}

/**
 * The page query of the lists whose callers have always read a message per mistake (the blog, the
 * notification bell): the same rules as pageQuerySchema, with a sentence for each.
 */
export function spelledOutPageQuerySchema(size: number) {
  return z.object({
    pageNo: z.coerce.number({ error: 'pageNo must be a number' }).int('pageNo must be a whole number').min(1, 'pageNo starts at 1').default(FIRST_PAGE),
    size: z.coerce
      .number({ error: 'size must be a number' })
      .int('size must be a whole number')
      .min(1, 'size must be between 1 and 50')
      .max(50, 'size must be between 1 and 50')
      .default(size),
  });
}
