// What a provider is told when someone changes where their sign-in or their money goes: sent to the
// address and phone they had before, so the owner hears of it even when a thief holds the session.
import { PROVINCE_TIME_ZONES } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { Config } from '../../config';

/** The provider's own clock when we know their province; Eastern time otherwise. */
export function timeZoneOf(province: string | null): string {
  return PROVINCE_TIME_ZONES[province as ProvinceCode] ?? 'America/Toronto';
}

/** e.g. "Tuesday, November 24, 2026 at 3:42 a.m. EST". */
const formatWhen = (date: Date, timeZone: string) =>
  date.toLocaleString('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });

export function bankAccountChangedEmail(config: Config, firstName: string, last4: string, when: Date, payoutsFrom: Date, timeZone: string) {
  return {
    subject: 'Your Hearth payout bank account was changed',
    text: `Hi ${firstName},\n\nThe bank account your Hearth payouts go to was changed on ${formatWhen(when, timeZone)}. Payouts will now go to the account ending in ${last4}, starting ${formatWhen(payoutsFrom, timeZone)}.\n\nIf this wasn't you, contact our support team right away (${config.webUrl}/contactus) so we can stop the payouts, and change your password (${config.webUrl}/forgot-password).\n\n— The Hearth team`,
  };
}

export function bankAccountChangedText(last4: string, when: Date, timeZone: string) {
  return `Hearth: the bank account for your payouts was changed on ${formatWhen(when, timeZone)} to one ending in ${last4}. If this wasn't you, contact Hearth support right away.`;
}
