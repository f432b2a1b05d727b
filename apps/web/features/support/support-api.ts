// The Help modal's request. The session is read when sending rather than through useCall(): the
// modal also opens on pages without <AppProviders>, where there is no session context to read.
import { supportEndpoints } from '@hearth/shared/support/contract';
import { sessionCalls } from '@/lib/session-calls';

/** Sends the multipart help form (the contract's text fields next to the screenshot); a signed-in user's token goes along so the team knows who asked. */
export async function sendHelpRequest(form: FormData) {
  const { upload } = await sessionCalls();
  return upload(supportEndpoints.create, { form });
}
