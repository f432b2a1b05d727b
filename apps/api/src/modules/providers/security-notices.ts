// What a provider is told when someone changes where their sign-in or their money goes: sent to the
// address and phone they had before, so the owner hears of it even when a thief holds the session.
// In the provider's own language (users.locale), which callers pass.
import type { Config } from '../../config';
import { formatterFor, zoneOf } from '@hearth/shared/format';
import { messagesFor, webLink, type Locale } from '../../i18n';

/** The provider's own clock when we know their province; Eastern time otherwise. */
export function timeZoneOf(province: string | null): string {
  return zoneOf(province);
}

export function bankAccountChangedEmail(config: Config, firstName: string, last4: string, when: Date, payoutsFrom: Date, timeZone: string, locale: Locale = 'en') {
  const t = messagesFor(locale);
  const f = formatterFor(locale);
  return {
    subject: t.security.bankSubject,
    text: `${t.greeting(firstName)}\n\n${t.security.bankBody(f.moment(when, timeZone), last4, f.moment(payoutsFrom, timeZone), webLink(config, locale, '/contactus'), webLink(config, locale, '/forgot-password'))}\n\n${t.signature}`,
  };
}

export function bankAccountChangedText(last4: string, when: Date, timeZone: string, locale: Locale = 'en') {
  return messagesFor(locale).security.bankSms(formatterFor(locale).moment(when, timeZone), last4);
}
