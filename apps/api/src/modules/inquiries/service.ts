// Visitor inquiries: stored for the support team, who are told by email (through the outbox, so the
// message goes out once the inquiry is committed and is retried if the mail server is down).
import type { InquiryInput } from '@hearth/shared/inquiries/contract';
import { formatPhone } from '@hearth/shared/phone';
import type { AppContext } from '../../context';
import { inquiries, type INQUIRY_SOURCES } from '../../db/schema';
import { inTransaction } from '../../outbox/outbox';
import { readContact } from '../../db/site-settings';

export type InquirySource = (typeof INQUIRY_SOURCES)[number];

const SOURCE_LABELS: Record<InquirySource, string> = { footer: 'the website footer', contact: 'the Contact Us page', chat: 'the chat assistant' };

export async function createInquiry(ctx: AppContext, input: InquiryInput, source: InquirySource) {
  // The shared schema gives the number out in E.164.
  const phone = input.phonenumber;
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.insert(inquiries).values({ email: input.email, phone, description: input.description, source }).returning();
    const { customerServiceEmail } = await readContact(tx);
    if (customerServiceEmail) {
      await ctx.outbox.enqueue(tx, 'email', {
        to: customerServiceEmail,
        subject: `New inquiry from ${input.email}`,
        text: [
          `A visitor sent an inquiry from ${SOURCE_LABELS[source]}.`,
          '',
          `Email: ${input.email}`,
          `Phone: +1 ${formatPhone(phone)}`,
          '',
          input.description,
          '',
          `Reply to them directly. Reference: ${row!.id}`,
        ].join('\n'),
      });
    } else {
      ctx.log.warn({ inquiryId: row!.id }, 'inquiry stored but no customer-service email is configured (site setting "contact")');
    }
    return { _id: row!.id };
  });
}
