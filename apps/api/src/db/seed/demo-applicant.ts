// A provider who applied and waits for review, so the admin console's queue has someone in it on
// first start (and the admin journey someone to approve). She cannot sign in: the account has an
// unusable password until an admin resets it, like an application imported from a paper form.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { providerDocuments, providerServices, serviceProviders, services, users } from '../schema';
import { encryptSin } from '../../modules/providers';
import { hashPassword } from '../../modules/auth';

export const DEMO_APPLICANT_EMAIL = 'applicant@demo.hearth.ca';

/** A one-page PDF saying what the document is (enough for the console's inline viewer). */
function letterPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function cardPng(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" rx="24" fill="#e2e8f0"/><text x="40" y="210" font-family="sans-serif" font-size="36" fill="#0f172a">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

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
  const documents: [string, string, Buffer, string][] = [
    ['qualificationdoc', 'plumbing-licence.pdf', letterPdf('Ontario 306A plumber licence - Amira Haddad'), 'application/pdf'],
    ['socialInsurancedoc', 'sin-letter.pdf', letterPdf('Social Insurance Number confirmation'), 'application/pdf'],
    ['residentdoc', 'pr-card.png', await cardPng('Permanent resident card'), 'image/png'],
    ['governmentdoc1', 'drivers-licence.png', await cardPng("Ontario driver's licence"), 'image/png'],
    ['governmentdoc2', 'health-card.png', await cardPng('Ontario health card'), 'image/png'],
  ];
  for (const [field, fileName, bytes, contentType] of documents) {
    const storageKey = `private/providers/${provider!.id}/${field}-demo.${fileName.split('.').pop()}`;
    await ctx.storage.put(storageKey, bytes, contentType);
    await ctx.db.insert(providerDocuments).values({ providerId: provider!.id, field, storageKey, fileName, contentType, sizeBytes: bytes.length });
  }
}
