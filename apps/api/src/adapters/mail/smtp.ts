import type { MailAdapter } from './index';

export async function createSmtpMailAdapter(smtpUrl: string, from: string): Promise<MailAdapter> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(m) {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.attachments?.length ? { attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
        ...(m.headers ? { headers: m.headers } : {}),
      });
    },
  };
}
