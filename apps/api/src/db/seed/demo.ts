// Idempotent demo data for `npm start`: the catalogue, contact info and one account per role.
// Running it again changes nothing that already exists.
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { categories, payoutAccounts, providerAreas, providerAvailability, providerServices, providerTimeOff, providerWeeklyHours, serviceProviders, services, siteSettings, users } from '../schema';
import { encryptSin } from '../../modules/providers';
import { createLocalPayments } from '../../adapters/payments/local';
import { hashPassword } from '../../modules/auth';
import { addSimulatedPushDevice } from '../../modules/push';
import { DEMO_CATALOGUE } from './catalogue';
import { seedContent } from './content';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoApplicant } from './demo-applicant';
import { cardPng, letterPdf, storeDemoDocuments } from './demo-documents';

export const DEMO_ACCOUNTS = [
  { role: 'customer', email: 'customer@demo.hearth.ca', password: 'Customer123!', firstName: 'Chloé', lastName: 'Tremblay', phone: null },
  { role: 'serviceprovider', email: 'provider@demo.hearth.ca', password: 'Provider123!', firstName: 'Marcus', lastName: 'Singh', phone: '+14165550199' },
  { role: 'admin', email: 'admin@demo.hearth.ca', password: 'Admin123!', firstName: 'Priya', lastName: 'Natarajan', phone: null },
] as const;

export async function seedCatalogue(ctx: Pick<AppContext, 'db'>) {
  for (const [ci, c] of DEMO_CATALOGUE.entries()) {
    await ctx.db.insert(categories).values({ name: c.name, slug: c.slug, description: c.description, sortOrder: ci }).onConflictDoNothing({ target: categories.slug });
    const [category] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, c.slug));
    for (const [si, s] of c.services.entries()) {
      await ctx.db
        .insert(services)
        .values({ ...s, requiresDescription: s.requiresDescription ?? false, categoryId: category!.id, sortOrder: si })
        .onConflictDoNothing({ target: services.slug });
    }
  }
}

export async function seedDemoData(ctx: Pick<AppContext, 'db' | 'config' | 'storage'>) {
  await seedCatalogue(ctx);
  await ctx.db
    .insert(siteSettings)
    .values({ key: 'contact', value: { phoneNumber: '+14165550100', customerServiceEmail: 'support@hearth.ca', address: '200 Bay Street, Suite 1200, Toronto, ON M5J 2J2' } })
    .onConflictDoNothing();
  await seedContent(ctx);

  // Hash only for accounts that do not exist yet: argon2 is deliberately slow.
  const existing = new Set((await ctx.db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)))).map((r) => r.email));
  for (const a of DEMO_ACCOUNTS.filter((x) => !existing.has(x.email))) {
    const now = new Date();
    const [created] = await ctx.db
      .insert(users)
      .values({
        email: a.email,
        passwordHash: await hashPassword(ctx.config, a.password),
        firstName: a.firstName,
        lastName: a.lastName,
        role: a.role,
        emailVerifiedAt: now,
        phone: a.phone,
        phoneVerifiedAt: a.phone ? now : null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created && a.role === 'serviceprovider') await seedDemoProvider(ctx, created.id);
  }
  await seedDemoBookings(ctx, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[1].email);
  await seedDemoApplicant(ctx);
  return DEMO_ACCOUNTS;
}

/**
 * The demo provider is ready for bookings: approved, with documents, services, areas, a payout
 * account, a schedule (long days all week, so demo bookings at any reasonable hour stay his to
 * take, and a week off later on the calendar) and a simulated phone that receives his push alerts.
 */
async function seedDemoProvider(ctx: Pick<AppContext, 'db' | 'config' | 'storage'>, userId: string) {
  const [provider] = await ctx.db
    .insert(serviceProviders)
    .values({
      userId,
      verificationStatus: 'approved',
      requestedServices: ['Standard House Cleaning', 'Handyman Services'],
      languages: ['English', 'Punjabi'],
      dob: '1986-09-14',
      street: '88 Queens Quay W',
      city: 'Toronto',
      province: 'ON',
      postcode: 'M5J 0B6',
      businessName: 'Singh Home Services',
      qualification: 'Red Seal general carpenter; 8 years of residential cleaning',
      sinCiphertext: encryptSin(ctx.config.dataEncryptionKey, '046-454-286'),
      sinLast3: '286',
      residentStatus: 'Canadian citizen',
      yearsOfExperience: 8,
      submittedAt: new Date(),
      reviewedAt: new Date(),
    })
    .returning({ id: serviceProviders.id });
  const offered = await ctx.db
    .select({ id: services.id })
    .from(services)
    .where(inArray(services.slug, ['standard-house-cleaning', 'bedroom-cleaning', 'deep-cleaning', 'handyman-services', 'tv-mounting']));
  if (offered.length) await ctx.db.insert(providerServices).values(offered.map((s) => ({ providerId: provider!.id, serviceId: s.id })));
  await ctx.db.insert(providerAreas).values([
    { providerId: provider!.id, kind: 'city', value: 'toronto|ON', label: 'Toronto', province: 'ON' },
    ...['M5V', 'M5J', 'M4Y'].map((fsa) => ({ providerId: provider!.id, kind: 'fsa' as const, value: fsa, label: fsa, province: null })),
  ]);
  const payments = createLocalPayments(ctx.db, { holdDays: ctx.config.payments.localHoldDays });
  const { accountId } = await payments.createPayoutAccount({ email: 'provider@demo.hearth.ca', providerId: provider!.id });
  await payments.setBankAccount(accountId, { routingNumber: '00102-004', accountNumber: '000123456789', holderName: 'Marcus Singh' });
  await ctx.db.insert(payoutAccounts).values({ providerId: provider!.id, gateway: 'local', accountId, bankAccountLast4: '6789', transitNumber: '00102', institutionNumber: '004' });
  await storeDemoDocuments(ctx, provider!.id, [
    ['qualificationdoc', 'red-seal-certificate.pdf', letterPdf('Red Seal certificate - general carpenter - Marcus Singh'), 'application/pdf'],
    ['socialInsurancedoc', 'sin-letter.pdf', letterPdf('Social Insurance Number confirmation'), 'application/pdf'],
    ['residentdoc', 'citizenship-card.png', await cardPng('Canadian citizenship certificate'), 'image/png'],
    ['governmentdoc1', 'drivers-licence.png', await cardPng("Ontario driver's licence"), 'image/png'],
    ['governmentdoc2', 'passport.png', await cardPng('Canadian passport'), 'image/png'],
  ]);
  await ctx.db.insert(providerWeeklyHours).values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ providerId: provider!.id, weekday, startMinute: 7 * 60, endMinute: 21 * 60 })));
  await ctx.db.insert(providerAvailability).values({ providerId: provider!.id, hoursSet: true, maxJobsPerDay: 6, travelBufferMinutes: 0 });
  const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
  await ctx.db.insert(providerTimeOff).values({ providerId: provider!.id, startsOn: day(60), endsOn: day(66), note: 'Family visit' });
  // A phone subscribed to Web Push: its alerts are decrypted by the API's dev tools and shown in the dev mailbox.
  await ctx.db.transaction((tx) => addSimulatedPushDevice(ctx, tx, userId, 'Demo phone (simulated)'));
}
