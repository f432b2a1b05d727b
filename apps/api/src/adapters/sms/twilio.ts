import type { SmsAdapter } from './index';

export async function createTwilioSmsAdapter(opts: { accountSid: string; authToken: string; from: string }): Promise<SmsAdapter> {
  const { default: twilio } = await import('twilio');
  const client = twilio(opts.accountSid, opts.authToken);
  return {
    name: 'twilio',
    async send(m) {
      await client.messages.create({ from: opts.from, to: m.to, body: m.body });
    },
  };
}
