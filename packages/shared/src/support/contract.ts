// The Help modal's request, stored for admins. Anyone may send one; a signed-in caller is recorded.
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { requiredText } from '../schemas/fields';

/** Text part of the help form; `upload` (the screenshot) is checked by the upload pipeline. */
export const supportTicketSchema = z.object({
  subject: requiredText('Subject', 200),
  description: requiredText('Description', 4000),
});
export type SupportTicketInput = z.infer<typeof supportTicketSchema>;

export const supportEndpoints = {
  /**
   * Multipart: `subject`, `description` and the screenshot as the file `upload`. The API registers
   * it by hand (multipart); the contract gives its path and answer. 201.
   */
  create: defineEndpoint({ method: 'POST', path: '/api/support', access: 'public', body: supportTicketSchema, response: z.object({ _id: z.string() }) }),
};
