// The identity emails and texts, in plain text (links must survive every mail client).
import type { Config } from '../../config';
import { formatPhone } from '@hearth/shared/phone';
import { OTP_TTL_MINUTES } from '@hearth/shared/constants';

export function verificationEmail(config: Config, firstName: string, token: string) {
  return {
    subject: 'Verify your email for Hearth',
    text: `Hi ${firstName},\n\nWelcome to Hearth. Please confirm your email address by opening this link:\n\n${config.webUrl}/verify-email/${token}\n\nThe link is valid for 48 hours. If you did not create an account, you can ignore this email.\n\n— The Hearth team`,
  };
}

export function resetPasswordEmail(config: Config, firstName: string, token: string) {
  return {
    subject: 'Reset your Hearth password',
    text: `Hi ${firstName},\n\nSomeone (hopefully you) asked to reset the password of your Hearth account. Open this link to choose a new one:\n\n${config.webUrl}/reset-password/${token}\n\nThe link is valid for 1 hour and works once. If you did not ask for this, you can ignore this email; your password stays the same.\n\n— The Hearth team`,
  };
}

/** To the owner of an email someone tried to sign up with: the sign-up form answers as if it worked. */
export function signupAttemptEmail(config: Config, firstName: string) {
  return {
    subject: 'Someone tried to create a Hearth account with your email',
    text: `Hi ${firstName},\n\nSomeone tried to create a Hearth account with this email. You already have one, so nothing was changed. If it was you, sign in or reset your password:\n\nSign in: ${config.webUrl}/login\nReset your password: ${config.webUrl}/forgot-password\n\nIf it was not you, you can ignore this email; your account is safe.\n\n— The Hearth team`,
  };
}

export function passwordChangedEmail(firstName: string) {
  return {
    subject: 'Your Hearth password was changed',
    text: `Hi ${firstName},\n\nThe password of your Hearth account was just changed and every other session was signed out. If this was not you, reset your password right away or contact our support team.\n\n— The Hearth team`,
  };
}

export function confirmNewEmail(config: Config, firstName: string, token: string) {
  return {
    subject: 'Confirm your new email for Hearth',
    text: `Hi ${firstName},\n\nYou asked to use this address for your Hearth account. Confirm it by opening this link:\n\n${config.webUrl}/verify-email/${token}\n\nThe link is valid for 48 hours. Until you open it, your account keeps its current email. If you did not ask for this, ignore this email.\n\n— The Hearth team`,
  };
}

/** To the current address as soon as a change is asked for, so the owner hears of it even when someone else holds the session. */
export function emailChangeRequestedEmail(config: Config, firstName: string, newEmail: string) {
  return {
    subject: 'Someone asked to change your Hearth email',
    text: `Hi ${firstName},\n\nSomeone asked to change the email of your Hearth account to ${newEmail}. Nothing changes until that address confirms it.\n\nIf this wasn't you, cancel the change in your account settings, change your password right away (${config.webUrl}/forgot-password) and contact our support team.\n\n— The Hearth team`,
  };
}

export function emailChangedEmail(firstName: string, newEmail: string) {
  return {
    subject: 'Your Hearth email was changed',
    text: `Hi ${firstName},\n\nThe email of your Hearth account is now ${newEmail}; messages will go there from now on. If this was not you, contact our support team right away.\n\n— The Hearth team`,
  };
}

export function otpText(code: string) {
  return `Your Hearth verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. Never share this code.`;
}

export function otpSentMessage(phone: string) {
  return `OTP sent to +1 ${formatPhone(phone)}`;
}
