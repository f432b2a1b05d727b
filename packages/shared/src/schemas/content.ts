// Visitor-facing forms: inquiry, help / support ticket, review (spec §3).
import { z } from 'zod';
import { email, phonenumber, requiredText } from './fields';

export const inquirySchema = z.object({
  email,
  phonenumber,
  description: requiredText('Description', 2000),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

/** Text part of the help form; `upload` (the screenshot) is checked by the upload pipeline. */
export const supportTicketSchema = z.object({
  subject: requiredText('Subject', 200),
  description: requiredText('Description', 4000),
});
export type SupportTicketInput = z.infer<typeof supportTicketSchema>;

export const reviewSchema = z.object({
  rating: z.coerce.number({ error: 'Rating is required' }).int().min(1, 'Rating must be between 1 and 5').max(5, 'Rating must be between 1 and 5'),
  review: requiredText('Review', 2000),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
