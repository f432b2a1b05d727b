// The Help modal's request. The session is read when sending rather than through useCall(): the
// modal also opens on pages without <AppProviders>, where there is no session context to read.
import { supportEndpoints, type SupportTicketInput } from '@hearth/shared/support/contract';
import { getSession } from 'next-auth/react';
import { call } from '@/lib/call';

/** Sends the multipart help form; a signed-in user's token goes along so the team knows who asked. */
export async function sendHelpRequest(form: FormData) {
  const session = await getSession();
  // The form carries the contract's text fields next to the screenshot: it goes out as multipart.
  return call(supportEndpoints.create, { body: form as unknown as SupportTicketInput }, { token: session?.user.token.accessToken });
}
