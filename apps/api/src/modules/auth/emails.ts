// The identity emails and texts, in plain text (links must survive every mail client), in the
// recipient's language: callers pass the account's users.locale (the address's owner, not whoever
// made the request), and links open the pages in that language.
import type { Config } from '../../config';
import { OTP_TTL_MINUTES } from '@hearth/shared/constants';
import { formatterFor } from '@hearth/shared/format';
import { messagesFor, webLink, type Locale } from '../../i18n';

/** Greeting, body and signature: how every identity email reads. */
function letter(locale: Locale, firstName: string, body: string) {
  const t = messagesFor(locale);
  return `${t.greeting(firstName)}\n\n${body}\n\n${t.signature}`;
}

export function verificationEmail(config: Config, firstName: string, token: string, locale: Locale = 'en') {
  const m = messagesFor(locale).auth;
  return { subject: m.verifySubject, text: letter(locale, firstName, m.verifyBody(webLink(config, locale, `/verify-email/${token}`))) };
}

export function resetPasswordEmail(config: Config, firstName: string, token: string, locale: Locale = 'en') {
  const m = messagesFor(locale).auth;
  return { subject: m.resetSubject, text: letter(locale, firstName, m.resetBody(webLink(config, locale, `/reset-password/${token}`))) };
}

/** To the owner of an email someone tried to sign up with: the sign-up form answers as if it worked. */
export function signupAttemptEmail(config: Config, firstName: string, locale: Locale = 'en') {
  const m = messagesFor(locale).auth;
  return { subject: m.signupAttemptSubject, text: letter(locale, firstName, m.signupAttemptBody(webLink(config, locale, '/login'), webLink(config, locale, '/forgot-password'))) };
}

export function passwordChangedEmail(firstName: string, locale: Locale = 'en') {
  const m = messagesFor(locale).auth;
  return { subject: m.passwordChangedSubject, text: letter(locale, firstName, m.passwordChangedBody) };
}

export function confirmNewEmail(config: Config, firstName: string, token: string, locale: Locale = 'en') {
  const m = messagesFor(locale).auth;
  return { subject: m.confirmNewSubject, text: letter(locale, firstName, m.confirmNewBody(webLink(config, locale, `/verify-email/${token}`))) };
}

/** To the current address as soon as a change is asked for, so the owner hears of it even when someone else holds the session. */
export function emailChangeRequestedEmail(config: Config, firstName: string, newEmail: string, locale: Locale = 'en') {
  const m = messagesFor(locale).auth;
  return { subject: m.changeRequestedSubject, text: letter(locale, firstName, m.changeRequestedBody(newEmail, webLink(config, locale, '/forgot-password'))) };
}

export function emailChangedEmail(firstName: string, newEmail: string, locale: Locale = 'en') {
  const m = messagesFor(locale).auth;
  return { subject: m.changedSubject, text: letter(locale, firstName, m.changedBody(newEmail)) };
}

/** The code SMS, in the language of the account the phone is being verified for. */
export function otpText(code: string, locale: Locale = 'en') {
  return messagesFor(locale).auth.otp(code, OTP_TTL_MINUTES);
}

/** The API's answer to the caller (their request's language): the number the code went to. */
export function otpSentMessage(phone: string, locale: Locale = 'en') {
  return messagesFor(locale).auth.otpSent(formatterFor(locale).phone(phone));
}

export function otpStillValidMessage(phone: string, locale: Locale = 'en') {
  return messagesFor(locale).auth.otpStillValid(formatterFor(locale).phone(phone));
}
