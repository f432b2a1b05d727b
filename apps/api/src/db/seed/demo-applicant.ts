// A provider who applied and waits for review, so the admin console's queue has someone in it on
// first start (and the admin journey someone to approve). She cannot sign in: the account has an
// unusable password until an admin resets it, like an application imported from a paper form.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { providerServices, serviceProviders, services, users } from '../schema';
import { encryptSin } from '../../modules/providers';
import { hashPassword } from '../../modules/auth';
import { cardPng, letterPdf, storeDemoDocuments, type DemoDocument } from './demo-documents';

export const DEMO_APPLICANT_EMAIL = 'applicant@demo.hearth.ca';

const REQUESTED_SERVICES = ['Leak Repair', 'Drain Unclogging'];

export async function seedDemoApplicant(ctx: Pick<AppContext, 'db' | 'config' | 'storage'>) {
  const [exists] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_APPLICANT_EMAIL));
  if (exists) return;
  const now = new Date();
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: DEMO_APPLICANT_EMAIL,
      passwordHash: await hashPassword(ctx.config, randomBytes(24).toString('base64url')),
      firstName: 'Amira',
      lastName: 'Haddad',
      role: 'serviceprovider',
      emailVerifiedAt: now,
      phone: '+16475550123',
      phoneVerifiedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) return;
  const [provider] = await ctx.db
    .insert(serviceProviders)
    .values({
      userId: user.id,
      verificationStatus: 'submitted',
      requestedServices: REQUESTED_SERVICES,
      languages: ['English', 'Arabic', 'French'],
      dob: '1991-03-02',
      street: '45 Mill St',
      city: 'Toronto',
      province: 'ON',
      postcode: 'M5A 3R6',
      businessName: 'Haddad Plumbing',
      qualification: 'Licensed 306A plumber (Ontario College of Trades)',
      sinCiphertext: encryptSin(ctx.config.dataEncryptionKey, '130-692-544'),
      sinLast3: '544',
      residentStatus: 'Permanent resident',
      yearsOfExperience: 6,
      submittedAt: now,
    })
    .returning({ id: serviceProviders.id });
  // As a sign-up does: the services asked for are the ones offered until Category changes them.
  const offered = await ctx.db.select({ id: services.id }).from(services).where(inArray(services.name, REQUESTED_SERVICES));
  if (offered.length) await ctx.db.insert(providerServices).values(offered.map((service) => ({ providerId: provider!.id, serviceId: service.id })));
  const documents: DemoDocument[] = [
    ['qualificationdoc', 'plumbing-licence.pdf', letterPdf('Ontario 306A plumber licence - Amira Haddad'), 'application/pdf'],
    ['socialInsurancedoc', 'sin-letter.pdf', letterPdf('Social Insurance Number confirmation'), 'application/pdf'],
    ['residentdoc', 'pr-card.png', await cardPng('Permanent resident card'), 'image/png'],
    ['governmentdoc1', 'drivers-licence.png', await cardPng("Ontario driver's licence"), 'image/png'],
    ['governmentdoc2', 'health-card.png', await cardPng('Ontario health card'), 'image/png'],
  ];
  await storeDemoDocuments(ctx, provider!.id, documents);
}
