// Identity emails and the code SMS are written in the language of the account they are about
// (users.locale), whatever language the request that caused them came in; links open the pages in
// that language. The API's own answer stays in the request's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { formatPhone } from '@hearth/shared/phone';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { uniqueTestPhone } from '../../test/phone-numbers';
import { phoneVerifications, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_URL: 'https://hearth.example' });
});
afterAll(() => t.close());

const NBSP = '\u00a0';
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-CA,en;q=0.9' };

async function frenchUser(opts: Parameters<TestApp['createUser']>[0] = {}) {
  const u = await t.createUser({ firstName: 'Chloé', ...opts });
  await t.app.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, u.id));
  return u;
}
const mailTo = (to: string, subject: string) => t.waitForMessage((m) => m.channel === 'email' && m.to === to && m.subject === subject);
const signupBody = (email: string) => ({ firstName: 'Élise', lastName: 'Roy', email, password: 'maple-leaf-9', repassword: 'maple-leaf-9' });

describe('identity emails in the account’s language', () => {
  it('verifies a French sign-up in French, with a link to the French page; an English one in English', async () => {
    const french = uniqueEmail('fr-signup');
    expect((await t.call({ method: 'POST', url: '/api/auth/signup', headers: FRENCH, payload: signupBody(french) })).status).toBe(201);
    const mail = await mailTo(french, 'Confirmez votre adresse courriel pour Hearth');
    expect(mail.body).toMatch(/^Bonjour Élise,\n\nBienvenue sur Hearth\. Veuillez confirmer votre adresse courriel/);
    expect(mail.body).toMatch(/https:\/\/hearth\.example\/fr\/verify-email\/[\w-]{40,}/);
    expect(mail.body).toContain(`48${NBSP}heures`);
    expect(mail.body).toMatch(/— L’équipe Hearth$/);

    const english = uniqueEmail('en-signup');
    expect((await t.call({ method: 'POST', url: '/api/auth/signup', payload: signupBody(english) })).status).toBe(201);
    const englishMail = await mailTo(english, 'Verify your email for Hearth');
    expect(englishMail.body).toMatch(/^Hi Élise,\n\nWelcome to Hearth\. Please confirm your email address by opening this link:\n\nhttps:\/\/hearth\.example\/verify-email\/[\w-]{40,}\n\n/);
    expect(englishMail.body).toMatch(/— The Hearth team$/);
  });

  it('sends a new verification link in French to a French account asking from an English page', async () => {
    const u = await frenchUser();
    await t.app.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, u.id));
    expect((await t.call({ method: 'POST', url: '/api/auth/request-verification', headers: ENGLISH, payload: { email: u.email } })).status).toBe(200);
    const mail = await mailTo(u.email, 'Confirmez votre adresse courriel pour Hearth');
    expect(mail.body).toMatch(/https:\/\/hearth\.example\/fr\/verify-email\/[\w-]{40,}/);
  });

  it('sends a French account its reset link in French, whatever the language of the request; an English account in English', async () => {
    const u = await frenchUser();
    expect((await t.call({ method: 'POST', url: '/api/auth/forgot-password', headers: ENGLISH, payload: { email: u.email } })).status).toBe(200);
    const mail = await mailTo(u.email, 'Réinitialisez votre mot de passe Hearth');
    expect(mail.body).toMatch(/^Bonjour Chloé,\n\nQuelqu’un \(vous, nous l’espérons\) a demandé à réinitialiser le mot de passe/);
    expect(mail.body).toMatch(/https:\/\/hearth\.example\/fr\/reset-password\/[\w-]{40,}/);

    const en = await t.createUser({ firstName: 'Ada' });
    expect((await t.call({ method: 'POST', url: '/api/auth/forgot-password', headers: FRENCH, payload: { email: en.email } })).status).toBe(200);
    const englishMail = await mailTo(en.email, 'Reset your Hearth password');
    expect(englishMail.body).toMatch(/^Hi Ada,\n\nSomeone \(hopefully you\) asked to reset the password/);
    expect(englishMail.body).toMatch(/https:\/\/hearth\.example\/reset-password\/[\w-]{40,}/);
  });

  it('tells a French owner in French that someone tried to sign up with their email from an English page', async () => {
    const owner = await frenchUser();
    expect((await t.call({ method: 'POST', url: '/api/auth/signup', headers: ENGLISH, payload: signupBody(owner.email) })).status).toBe(201);
    const mail = await mailTo(owner.email, 'Quelqu’un a tenté de créer un compte Hearth avec votre adresse courriel');
    expect(mail.body).toContain(`Se connecter${NBSP}: https://hearth.example/fr/login`);
    expect(mail.body).toContain(`Réinitialiser votre mot de passe${NBSP}: https://hearth.example/fr/forgot-password`);
  });

  it('tells a French account of a password change in French', async () => {
    const u = await frenchUser();
    const res = await t.call({ method: 'POST', url: '/api/user/changepassword', token: u.token, headers: ENGLISH, payload: { oldpassword: u.password, newpassword: 'fresh-pass-1', confirmepassword: 'fresh-pass-1' } });
    expect(res.status).toBe(200);
    const mail = await mailTo(u.email, 'Votre mot de passe Hearth a été modifié');
    expect(mail.body).toContain('Le mot de passe de votre compte Hearth vient d’être modifié');
  });

  it('writes every email of a French account’s email change in French, with links to the French pages', async () => {
    const u = await frenchUser();
    const newEmail = uniqueEmail('fr-new');
    expect((await t.call({ method: 'POST', url: '/api/user/email', token: u.token, headers: ENGLISH, payload: { email: newEmail, password: u.password } })).status).toBe(200);
    const notice = await mailTo(u.email, 'Quelqu’un a demandé à changer votre adresse courriel Hearth');
    expect(notice.body).toContain(`par ${newEmail}.`);
    expect(notice.body).toContain('(https://hearth.example/fr/forgot-password)');
    const confirm = await mailTo(newEmail, 'Confirmez votre nouvelle adresse courriel pour Hearth');
    const token = /\/fr\/verify-email\/([\w-]+)/.exec(confirm.body)![1]!;
    expect((await t.call({ method: 'GET', url: `/api/auth/verify-email/${token}` })).status).toBe(200);
    const changed = await mailTo(u.email, 'Votre adresse courriel Hearth a été modifiée');
    expect(changed.body).toContain(`L’adresse courriel de votre compte Hearth est maintenant ${newEmail};`);
  });
});

describe('the code SMS in the account’s language', () => {
  const e164 = (p: string) => `+1${p.replace(/\D/g, '').slice(-10)}`;
  const sendCode = (token: string, phonenumber: string, headers: Record<string, string>) => t.call({ method: 'POST', url: '/api/auth/send-otp', token, headers, payload: { phonenumber } });

  it('texts a French provider the code in French, and answers in the request’s language', async () => {
    const pro = await frenchUser({ role: 'serviceprovider' });
    const phone = formatPhone(uniqueTestPhone());
    const res = await sendCode(pro.token, phone, ENGLISH);
    expect(res.body).toEqual({ success: true, message: `OTP sent to +1 ${phone}`, data: expect.objectContaining({ phonenumber: e164(phone) }) });
    const sms = await t.waitForMessage((m) => m.channel === 'sms' && m.to === e164(phone));
    expect(sms.body).toMatch(new RegExp(`^Votre code de vérification Hearth est \\d{6}\\. Il expire dans 10${NBSP}minutes\\. Ne communiquez jamais ce code\\.$`));

    const other = formatPhone(uniqueTestPhone());
    // A new code is allowed a minute after the last one.
    await t.app.ctx.db.update(phoneVerifications).set({ lastSentAt: sql`now() - interval '2 minutes'` }).where(eq(phoneVerifications.userId, pro.id));
    const french = await sendCode(pro.token, other, FRENCH);
    const digits = e164(other).slice(2);
    expect(french.body).toEqual({
      success: true,
      message: `Code envoyé au +1 ${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}`,
      data: expect.objectContaining({ phonenumber: e164(other) }),
    });
    const frenchSms = await t.waitForMessage((m) => m.channel === 'sms' && m.to === e164(other));
    expect(frenchSms.body).toMatch(/^Votre code de vérification Hearth est \d{6}\./);
    // Asking again while that code is valid says so, in the request's language.
    const again = await sendCode(pro.token, other, FRENCH);
    expect(again.body.message).toBe(
      `Le code déjà envoyé au +1 ${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)} est toujours valide. Saisissez-le, ou demandez-en un nouveau à la fin du décompte.`,
    );
  });

  it('texts an English account the code in English even from a French page', async () => {
    const pro = await t.createUser({ role: 'serviceprovider' });
    const phone = formatPhone(uniqueTestPhone());
    expect((await sendCode(pro.token, phone, FRENCH)).status).toBe(200);
    const sms = await t.waitForMessage((m) => m.channel === 'sms' && m.to === e164(phone));
    expect(sms.body).toMatch(/^Your Hearth verification code is \d{6}\. It expires in 10 minutes\. Never share this code\.$/);
  });
});
