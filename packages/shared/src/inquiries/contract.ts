// The inquiry form of the footer and the contact page; the chat assistant records its own
// inquiries server-side.
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { email, phonenumber, requiredText } from '../schemas/fields';

export const inquirySchema = z.object({
  email,
  phonenumber,
  description: requiredText('Description', 2000),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

/** The form's fields and which form sent them. */
export const inquiryBodySchema = inquirySchema.extend({ source: z.enum(['footer', 'contact']).optional().default('footer') });

export const inquiryEndpoints = {
  /** 201 with INQUIRY_THANKS_MESSAGE. */
  create: defineEndpoint({ method: 'POST', path: '/api/inquiry', access: 'public', body: inquiryBodySchema, response: z.object({ _id: z.string() }) }),
};
