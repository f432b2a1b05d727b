// What providers and admins are told about a provider's account reaches each of them in their own
// account's language (users.locale): decisions (notification and email, linking to the French
// provider area), identity changes, submissions, and bank account changes (email and SMS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, type Part } from '../../test/multipart';
import { uniqueTestPhone } from '../../test/phone-numbers';
import { seedCatalogue } from '../../db/seed/demo';
import { users } from '../../db/schema';
import { provider as workingProvider } from '../../test/booking-fixtures';

let t: TestApp;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const NBSP = '\u00a0';
const ENGLISH = { 'accept-language': 'en-CA,en;q=0.9' };
const DECISION_FR = 'Du nouveau sur votre compte de professionnel Hearth';
const DECISION_EN = 'An update on your Hearth provider account';

beforeAll(async () => {
  t = await createTestApp({ WEB_URL: 'https://hearth.example' });
  await seedCatalogue(t.app.ctx);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } }).png().toBuffer();
});
afterAll(() => t.close());

let seq = 0;
const uniqueSin = () => `${String(++seq).padStart(3, '0')}-919-286`;
const textFields = (sin: string, bussinessname: string): Part[] =>
  Object.entries({ bussinessname, qualification: 'Maître plombier', socialInsuranceNum: sin, residentStatus: 'Citizen', yearsOfExperince: '7' }).map(([name, value]) => ({ name, value }));
const allDocs = (): Part[] =>
  ['qualificationdoc', 'socialInsurancedoc', 'residentdoc', 'governmentdoc1', 'governmentdoc2'].map((name) =>
    name === 'qualificationdoc' ? { name, filename: 'licence.pdf', contentType: 'application/pdf', content: pdf } : { name, filename: `${name}.png`, contentType: 'image/png', content: png },
  );
const submit = (token: string, sin: string, bussinessname = 'Plomberie Tremblay') => {
  const body = multipartBody([...textFields(sin, bussinessname), ...allDocs()]);
  return t.call({ method: 'POST', url: '/api/service-provider', token, payload: body.payload, headers: { ...body.headers, ...ENGLISH } });
};
const setLocale = (userId: string, locale: 'en' | 'fr') => t.app.ctx.db.update(users).set({ locale }).where(eq(users.id, userId));
const emailOf = async (userId: string) => (await t.app.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
const latestNotification = async (token: string) => (await t.call({ method: 'GET', url: '/api/notification/list', token })).body.data.Notifications[0] as { event: string; message: string };
const mailTo = (to: string, subject: string, includes = '') => t.waitForMessage((m) => m.channel === 'email' && m.to === to && m.subject === subject && m.body.includes(includes));
const admin = (path: string, token: string, payload?: Record<string, unknown>) => t.call({ method: 'POST', url: `/api/admin/providers/${path}`, token, headers: ENGLISH, payload });

async function submittedProvider(locale: 'en' | 'fr', firstName: string) {
  const p = await t.createUser({ role: 'serviceprovider', phone: uniqueTestPhone(), firstName });
  await setLocale(p.id, locale);
  const sin = uniqueSin();
  const res = await submit(p.token, sin);
  expect(res.status).toBe(200);
  return { ...p, sin, providerId: res.body.data._id as string };
}

async function admins() {
  const english = await t.createUser({ role: 'admin' });
  const french = await t.createUser({ role: 'admin' });
  await setLocale(french.id, 'fr');
  return { english, french };
}

describe('decisions on a provider’s account', () => {
  it('approves a French provider in French (notification and email linking to the French provider area); an English one exactly as before', async () => {
    const { english: by } = await admins();
    const fr = await submittedProvider('fr', 'Mathieu');
    expect((await admin(`${fr.providerId}/approve`, by.token)).status).toBe(200);
    const approved = 'Votre compte Hearth est approuvé. Vous pouvez maintenant choisir vos services et vos secteurs, et recevoir des réservations.';
    expect(await latestNotification(fr.token)).toMatchObject({ event: 'VerificationUpdate', message: approved });
    const mail = await mailTo(fr.email, DECISION_FR);
    expect(mail.body).toBe(`Bonjour Mathieu,\n\n${approved}\n\nOuvrez votre espace professionnel${NBSP}: https://hearth.example/fr/serviceprovider/businessdetail\n\n— L’équipe Hearth`);

    const en = await submittedProvider('en', 'Grace');
    expect((await admin(`${en.providerId}/approve`, by.token)).status).toBe(200);
    const approvedEn = 'Your Hearth account is approved. You can now choose your services and areas and receive bookings.';
    expect((await latestNotification(en.token)).message).toBe(approvedEn);
    const englishMail = await mailTo(en.email, DECISION_EN);
    expect(englishMail.body).toBe(`Hi Grace,\n\n${approvedEn}\n\nOpen your provider area: https://hearth.example/serviceprovider/businessdetail\n\n— The Hearth team`);
  });

  it('rejects and asks for action in French, quoting the admin’s words as written', async () => {
    const { english: by } = await admins();
    const asked = await submittedProvider('fr', 'Sophie');
    expect((await admin(`${asked.providerId}/action-required`, by.token, { message: 'Téléversez les deux côtés de votre permis.' })).status).toBe(200);
    expect((await latestNotification(asked.token)).message).toBe(`Action requise sur votre compte Hearth${NBSP}: Téléversez les deux côtés de votre permis.`);
    await mailTo(asked.email, DECISION_FR, 'Action requise sur votre compte Hearth');

    const rejected = await submittedProvider('fr', 'Luc');
    expect((await admin(`${rejected.providerId}/reject`, by.token, { reason: 'Le document est illisible.' })).status).toBe(200);
    expect((await latestNotification(rejected.token)).message).toBe(`Votre vérification Hearth n’a pas été approuvée${NBSP}: Le document est illisible.`);
    await mailTo(rejected.email, DECISION_FR, 'n’a pas été approuvée');
  });

  it('suspends and reinstates a French provider in French', async () => {
    const { english: by } = await admins();
    const pro = await workingProvider(t, { serviceIds: [], areas: [], firstName: 'Karine' });
    await setLocale(pro.userId, 'fr');
    const email = await emailOf(pro.userId);
    expect((await admin(`${pro.providerId}/suspend`, by.token, { reason: 'Deux absences ce mois-ci.' })).status).toBe(200);
    expect((await latestNotification(pro.token)).message).toBe(
      `Votre compte Hearth est suspendu et vous ne recevrez plus de réservations${NBSP}: Deux absences ce mois-ci. Communiquez avec le soutien si vous avez des questions.`,
    );
    await mailTo(email, DECISION_FR, 'est suspendu');
    expect((await admin(`${pro.providerId}/reinstate`, by.token)).status).toBe(200);
    expect((await latestNotification(pro.token)).message).toBe('Votre compte Hearth est de nouveau actif. Vous pouvez recevoir et accepter des réservations.');
    await mailTo(email, DECISION_FR, 'de nouveau actif');
  });
});

describe('what admins and the provider are told of a submission or an identity change', () => {
  it('tells each admin of a submission in their own language', async () => {
    const { english, french } = await admins();
    await submittedProvider('fr', 'Élodie');
    expect((await latestNotification(english.token)).message).toBe('Élodie serviceprovider submitted business details for review');
    expect((await latestNotification(french.token)).message).toBe('Élodie serviceprovider a soumis les renseignements sur son entreprise pour examen');
  });

  it('sends a French provider back to review in French, and tells each admin in their language', async () => {
    const { english, french } = await admins();
    const p = await submittedProvider('fr', 'Rémi');
    expect((await admin(`${p.providerId}/approve`, english.token)).status).toBe(200);
    const res = await submit(p.token, uniqueSin().replace(/286$/, '544'), 'Plomberie Tremblay et fils');
    expect(res.body.data.verificationstatus).toBe('submitted');

    const back = `Votre compte Hearth est de nouveau en cours d’examen parce que vous avez modifié ces renseignements${NBSP}: numéro d’assurance sociale et nom de l’entreprise.`;
    expect((await latestNotification(p.token)).message).toMatch(new RegExp(`^${back.replace(/[.()]/g, '\\$&')} Vous ne recevrez pas de réservations`));
    const mail = await mailTo(p.email, DECISION_FR, 'de nouveau en cours d’examen');
    expect(mail.body).toContain('https://hearth.example/fr/serviceprovider/businessdetail');
    expect((await latestNotification(english.token)).message).toBe('Rémi serviceprovider changed their Social Insurance Number and business name; their approved account is back in review');
    expect((await latestNotification(french.token)).message).toBe(
      `Rémi serviceprovider a modifié ces renseignements${NBSP}: numéro d’assurance sociale et nom de l’entreprise; son compte approuvé est de nouveau en cours d’examen`,
    );
  });
});

describe('a bank account change', () => {
  it('is told to a French provider in French, by email and SMS', async () => {
    const pro = await workingProvider(t, { serviceIds: [], areas: [], firstName: 'Nadia' });
    await setLocale(pro.userId, 'fr');
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, pro.userId));
    const res = await t.call({ method: 'POST', url: '/api/service-provider/external-account', token: pro.token, headers: ENGLISH, payload: { routing_number: '22000-004', account_number: '987654321098', password: 'Correct-Horse-9' } });
    expect(res.status).toBe(200);
    const mail = await mailTo(user!.email, 'Le compte bancaire de vos versements Hearth a été modifié');
    expect(mail.body).toMatch(/^Bonjour Nadia,\n\nLe compte bancaire où sont envoyés vos versements Hearth a été modifié le \S+ \d+ \S+ \d{4} à \d+ h \d{2} H[NA]E\./);
    expect(mail.body).toContain('se terminant par 1098');
    expect(mail.body).toContain('(https://hearth.example/fr/contactus)');
    const sms = await t.waitForMessage((m) => m.channel === 'sms' && m.to === user!.phone);
    expect(sms.body).toMatch(new RegExp(`^Hearth${NBSP}: le compte bancaire de vos versements a été remplacé le .+ par un compte se terminant par 1098\\.`));
  });
});
