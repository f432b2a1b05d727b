// The inquiry form's call. The form is on every public page, so its contract (and zod with it) is
// loaded when the visitor starts using the form, not with the page (docs/decisions/008).
import type { InquiryInput } from '@hearth/shared/inquiries/contract';

const loadContract = () => import('@hearth/shared/inquiries/contract');

/** The shared schema the API validates with, loaded once, on first use. */
export const loadInquirySchema = () => loadContract().then((contract) => contract.inquirySchema);

export async function sendInquiry(input: InquiryInput, source: 'footer' | 'contact') {
  const [{ inquiryEndpoints }, { call }] = await Promise.all([loadContract(), import('@/lib/call')]);
  return call(inquiryEndpoints.create, { body: { ...input, source } });
}
