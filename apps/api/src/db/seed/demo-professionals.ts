// More approved professionals for the demo, one per large city, each with an illustrated avatar, a
// first-person bio in the language they work in, and completed jobs reviewed by demo customers (some
// answered), so the home page and profile pages show real people on first start. They work in
// other cities (and in Toronto, other neighbourhoods and services) than the demo customer's open
// jobs, so the journeys built on Marcus and Chloé are unchanged. Their accounts, and the reviewers',
// have an unusable password: they exist to be seen, not to sign in. Their jobs are paid, paid out
// and invoiced like the demo customer's: this file returns the ones still to seed, and the demo
// bookings seed them through the local gateway with hers.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BookingAddress } from '@hearth/shared/bookings/wire';
import type { AppContext } from '../../context';
import type { Db } from '../client';
import { bookings, payoutAccounts, providerAreas, providerServices, serviceProviders, services, users } from '../schema';
import { createLocalPayments } from '../../adapters/payments/local';
import { hashPassword } from '../../modules/auth';
import { storeDemoAvatar } from './demo-avatars';
import type { OtherDemoJob } from './demo-bookings';

type SeedContext = Pick<AppContext, 'db' | 'config' | 'storage'>;

const DAY = 86_400_000;

interface DemoReview {
  /** Index in REVIEWERS. */
  by: number;
  service: string;
  daysAgo: number;
  rating: number;
  text: string;
  reply?: string;
}

interface DemoProfessional {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  province: string;
  street: string;
  postcode: string;
  businessName: string;
  languages: string[];
  yearsOfExperience: number;
  insured: boolean;
  bio: string;
  services: string[];
  /** Whole city, or (in Toronto, where the demo customer lives) a few postal prefixes away from her. */
  areas: { kind: 'city' } | { kind: 'fsa'; values: string[] };
  reviews: DemoReview[];
}

const REVIEWERS = [
  { email: 'sarah.kim@demo.hearth.ca', firstName: 'Sarah', lastName: 'Kim', city: 'Toronto', province: 'ON', street: '12 Kippendavie Ave', postcode: 'M4L 3R4', locale: 'en' },
  { email: 'jf.belanger@demo.hearth.ca', firstName: 'Jean-François', lastName: 'Bélanger', city: 'Montréal', province: 'QC', street: '4521 rue Saint-Denis', postcode: 'H2J 2L4', locale: 'fr' },
  { email: 'olivia.brown@demo.hearth.ca', firstName: 'Olivia', lastName: 'Brown', city: 'Calgary', province: 'AB', street: '1507 8 Ave NW', postcode: 'T2N 1C3', locale: 'en' },
  { email: 'amar.gill@demo.hearth.ca', firstName: 'Amar', lastName: 'Gill', city: 'Vancouver', province: 'BC', street: '2250 W 4th Ave', postcode: 'V6K 1N8', locale: 'en' },
  { email: 'megan.oneill@demo.hearth.ca', firstName: 'Megan', lastName: "O'Neill", city: 'Halifax', province: 'NS', street: '5880 Spring Garden Rd', postcode: 'B3H 1Y1', locale: 'en' },
  { email: 'david.cohen@demo.hearth.ca', firstName: 'David', lastName: 'Cohen', city: 'Ottawa', province: 'ON', street: '310 Clemow Ave', postcode: 'K1S 2B8', locale: 'en' },
  { email: 'isabelle.roy@demo.hearth.ca', firstName: 'Isabelle', lastName: 'Roy', city: 'Montréal', province: 'QC', street: '1200 av. Laurier O', postcode: 'H2V 2L3', locale: 'fr' },
] as const;

export const DEMO_PROFESSIONALS: DemoProfessional[] = [
  {
    email: 'aisha.okafor@demo.hearth.ca',
    firstName: 'Aisha',
    lastName: 'Okafor',
    phone: '+14165550171',
    city: 'Toronto',
    province: 'ON',
    street: '1020 Queen St E',
    postcode: 'M4M 1K3',
    businessName: 'Okafor Plumbing',
    languages: ['English', 'Yoruba'],
    yearsOfExperience: 11,
    insured: true,
    bio: 'I am a licensed plumber who grew up in the east end and still works there. Most of my days are leaky taps, slow drains and old shut-off valves, and I always explain what I found before I fix it.',
    services: ['leak-repair', 'drain-unclogging', 'other-plumbing-services'],
    areas: { kind: 'fsa', values: ['M4E', 'M4L', 'M4M'] },
    reviews: [
      { by: 0, service: 'leak-repair', daysAgo: 9, rating: 5, text: 'Aisha found the leak behind the dishwasher in ten minutes, replaced the fitting and showed me what had failed. Clean, quick and friendly.', reply: 'Thank you Sarah! Keep an eye on that supply line, and call me if it ever weeps again.' },
      { by: 0, service: 'drain-unclogging', daysAgo: 48, rating: 5, text: 'Our basement floor drain had backed up twice. She cleared it with a camera and told us exactly where the roots were. Fair price.' },
    ],
  },
  {
    email: 'daniel.kowalski@demo.hearth.ca',
    firstName: 'Daniel',
    lastName: 'Kowalski',
    phone: '+16135550172',
    city: 'Ottawa',
    province: 'ON',
    street: '88 Holland Ave',
    postcode: 'K1Y 0X6',
    businessName: 'Kowalski Assembly & Moving',
    languages: ['English', 'Polish'],
    yearsOfExperience: 6,
    insured: false,
    bio: 'I assemble furniture and help families move around Ottawa, usually with my brother. I bring my own tools, blankets and dolly, and I leave with the cardboard.',
    services: ['furniture-assembly', 'moving-helpmovers'],
    areas: { kind: 'city' },
    reviews: [
      { by: 5, service: 'furniture-assembly', daysAgo: 6, rating: 5, text: 'Daniel built a PAX wardrobe and two beds in under four hours, anchored everything to the wall and took all the boxes away.' },
      { by: 5, service: 'moving-helpmovers', daysAgo: 33, rating: 4, text: 'Careful with our piano and very polite. The move took an hour longer than planned, but he kept us posted the whole time.', reply: 'Thanks David, third-floor walk-ups always keep us honest. Enjoy the new place!' },
    ],
  },
  {
    email: 'genevieve.lavoie@demo.hearth.ca',
    firstName: 'Geneviève',
    lastName: 'Lavoie',
    phone: '+15145550173',
    city: 'Montréal',
    province: 'QC',
    street: '3940 rue Saint-Hubert',
    postcode: 'H2L 4A5',
    businessName: 'Entretien Lavoie',
    languages: ['French', 'English'],
    yearsOfExperience: 9,
    insured: true,
    bio: "Je fais l'entretien ménager de maisons et de petits bureaux sur le Plateau et dans Rosemont depuis neuf ans. J'apporte mes produits écologiques et je suis une liste précise, pour que chaque visite soit aussi soignée que la première.",
    services: ['standard-house-cleaning', 'deep-cleaning', 'office-cleaning'],
    areas: { kind: 'city' },
    reviews: [
      { by: 1, service: 'deep-cleaning', daysAgo: 4, rating: 5, text: "Geneviève a fait un grand ménage impeccable avant l'arrivée de notre bébé : four, frigo, plinthes, tout y est passé. Je la recommande sans hésiter.", reply: 'Merci beaucoup et félicitations pour le bébé!' },
      { by: 6, service: 'standard-house-cleaning', daysAgo: 20, rating: 5, text: 'Ponctuelle, efficace et très minutieuse. Notre appartement sent bon sans odeur de produits chimiques.' },
      { by: 6, service: 'office-cleaning', daysAgo: 55, rating: 4, text: 'Très bon travail dans nos bureaux; il a fallu lui rappeler la salle de réunion, mais elle est revenue le jour même.' },
    ],
  },
  {
    email: 'tom.nguyen@demo.hearth.ca',
    firstName: 'Tom',
    lastName: 'Nguyen',
    phone: '+14035550174',
    city: 'Calgary',
    province: 'AB',
    street: '2204 4 St SW',
    postcode: 'T2S 1W9',
    businessName: 'Nguyen Yard & Snow',
    languages: ['English', 'Vietnamese'],
    yearsOfExperience: 7,
    insured: true,
    bio: 'Summers I keep lawns green around Calgary; winters I am out before dawn clearing driveways and salting walks. I show up when the snow does, not the next afternoon.',
    services: ['lawn-maintenance', 'lawn-aeration', 'driveway-snow-clearing', 'walkway-salting'],
    areas: { kind: 'city' },
    reviews: [
      { by: 2, service: 'driveway-snow-clearing', daysAgo: 3, rating: 5, text: 'Twenty centimetres overnight and our driveway was clear by 7 a.m. Tom even did the walk for our elderly neighbour.' },
      { by: 2, service: 'lawn-aeration', daysAgo: 62, rating: 3, text: 'The aeration itself was fine, but he came two days later than booked because of rain and the plugs were left on the patio.', reply: 'Sorry about the delay and the mess, Olivia. We now sweep hard surfaces before we leave every job.' },
    ],
  },
  {
    email: 'mei.chen@demo.hearth.ca',
    firstName: 'Mei',
    lastName: 'Chen',
    phone: '+16045550175',
    city: 'Vancouver',
    province: 'BC',
    street: '3456 Dunbar St',
    postcode: 'V6S 2C2',
    businessName: 'Chen Garden Care',
    languages: ['English', 'Mandarin', 'Cantonese'],
    yearsOfExperience: 14,
    insured: false,
    bio: 'I trained in horticulture and have tended West Side gardens for fourteen years. I prune for the plant, not just the shape, and I compost what I cut whenever I can.',
    services: ['garden-maintenance', 'hedge-trimming', 'yard-clean-up'],
    areas: { kind: 'city' },
    reviews: [
      { by: 3, service: 'hedge-trimming', daysAgo: 12, rating: 5, text: 'Mei reshaped a laurel hedge the previous owner had let go for years. It looks deliberate again, and she explained when to trim it next.' },
      { by: 3, service: 'garden-maintenance', daysAgo: 40, rating: 4, text: 'Lovely work on the front beds and good advice about what grows in shade. Booking her again in spring.' },
    ],
  },
  {
    email: 'liam.macdonald@demo.hearth.ca',
    firstName: 'Liam',
    lastName: 'MacDonald',
    phone: '+19025550176',
    city: 'Halifax',
    province: 'NS',
    street: '2530 Agricola St',
    postcode: 'B3K 4C4',
    businessName: 'MacDonald Handyman',
    languages: ['English'],
    yearsOfExperience: 12,
    insured: true,
    bio: 'I spent twelve years as a finish carpenter before going out on my own. Doors that stick, shelves, TV mounts, small repairs: I like the jobs a bigger contractor will not return a call for.',
    services: ['handyman-services', 'tv-mounting', 'furniture-assembly'],
    areas: { kind: 'city' },
    reviews: [
      { by: 4, service: 'tv-mounting', daysAgo: 7, rating: 5, text: 'Mounted our TV above a plaster-and-lath fireplace wall without a single crack, and ran the cables inside the wall. Tidy and careful.', reply: 'Old Halifax walls are my favourite challenge. Thanks Megan!' },
      { by: 4, service: 'handyman-services', daysAgo: 27, rating: 4, text: 'Fixed three sticking doors and a loose stair rail in one visit. Would have liked a call when he was running late.' },
    ],
  },
];

/** Marcus's bio; he had none when the demo was first seeded. */
const MARCUS_BIO = 'I have cleaned and fixed up Toronto homes for eight years, and I am a Red Seal carpenter. I bring my own supplies, I treat every condo like my own, and I always leave it tidier than I found it.';

/**
 * Seeds the professionals that do not exist yet (a second run adds nobody), each with a payout
 * account, gives the demo provider an avatar and a bio if he has none, and returns the reviewed
 * jobs not seeded yet for the demo bookings to seed.
 */
export async function seedDemoProfessionals(ctx: SeedContext, demoProviderEmail: string): Promise<OtherDemoJob[]> {
  await seedMarcusProfile(ctx, demoProviderEmail);
  await seedPeople(ctx);
  return jobsToSeed(ctx);
}

async function seedPeople(ctx: SeedContext) {
  const emails = [...DEMO_PROFESSIONALS.map((p) => p.email), ...REVIEWERS.map((r) => r.email)];
  const existing = new Set((await ctx.db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((r) => r.email));
  const missing = DEMO_PROFESSIONALS.filter((p) => !existing.has(p.email));
  if (missing.length === 0) return;
  // Argon2 is deliberately slow: one unusable hash serves every account here, since nobody signs in with it.
  const passwordHash = await hashPassword(ctx.config, randomBytes(24).toString('base64url'));
  const now = new Date();
  for (const r of REVIEWERS.filter((x) => !existing.has(x.email))) {
    await ctx.db
      .insert(users)
      .values({ email: r.email, passwordHash, firstName: r.firstName, lastName: r.lastName, role: 'customer', emailVerifiedAt: now, locale: r.locale })
      .onConflictDoNothing({ target: users.email });
  }
  const slugs = [...new Set(DEMO_PROFESSIONALS.flatMap((p) => p.services))];
  const serviceRows = new Map((await ctx.db.select().from(services).where(inArray(services.slug, slugs))).map((s) => [s.slug, s]));

  for (const pro of missing) {
    const index = DEMO_PROFESSIONALS.indexOf(pro);
    // Drawn before the transaction: it is the slow part, and an orphaned image costs nothing.
    const avatar = await storeDemoAvatar(ctx, `hearth-${pro.email}`, index + 1);
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: pro.email, passwordHash, firstName: pro.firstName, lastName: pro.lastName, role: 'serviceprovider', emailVerifiedAt: now, phone: pro.phone, phoneVerifiedAt: now, profilePic: avatar, locale: pro.languages[0] === 'French' ? 'fr' : 'en' })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) return;
      const joined = new Date(now.getTime() - (120 + index * 30) * DAY);
      const [provider] = await tx
        .insert(serviceProviders)
        .values({
          userId: user.id,
          verificationStatus: 'approved',
          requestedServices: pro.services.map((slug) => serviceRows.get(slug)?.name).filter((n): n is string => Boolean(n)),
          languages: pro.languages,
          dob: `${1978 + index * 2}-0${(index % 9) + 1}-15`,
          street: pro.street,
          city: pro.city,
          province: pro.province,
          postcode: pro.postcode,
          businessName: pro.businessName,
          qualification: `${pro.yearsOfExperience} years of experience`,
          residentStatus: 'Canadian citizen',
          yearsOfExperience: pro.yearsOfExperience,
          bio: pro.bio,
          insuranceCheckedAt: pro.insured ? new Date(joined.getTime() + 2 * DAY) : null,
          submittedAt: joined,
          reviewedAt: new Date(joined.getTime() + DAY),
        })
        .returning({ id: serviceProviders.id });
      const offered = pro.services.map((slug) => serviceRows.get(slug)).filter((s) => s !== undefined);
      if (offered.length) await tx.insert(providerServices).values(offered.map((s) => ({ providerId: provider!.id, serviceId: s.id })));
      await tx
        .insert(providerAreas)
        .values(
          pro.areas.kind === 'city'
            ? [{ providerId: provider!.id, kind: 'city' as const, value: `${pro.city.toLowerCase()}|${pro.province}`, label: pro.city, province: pro.province }]
            : pro.areas.values.map((fsa) => ({ providerId: provider!.id, kind: 'fsa' as const, value: fsa, label: fsa, province: null })),
        );

      // Paid out like any approved professional: an account at the local gateway with a bank account.
      const payments = createLocalPayments(tx as Db, { holdDays: ctx.config.payments.localHoldDays });
      const { accountId } = await payments.createPayoutAccount({ email: pro.email, providerId: provider!.id });
      const accountNumber = `0000${pro.phone.slice(-8)}`;
      await payments.setBankAccount(accountId, { routingNumber: '00102-004', accountNumber, holderName: `${pro.firstName} ${pro.lastName}` });
      await tx.insert(payoutAccounts).values({ providerId: provider!.id, gateway: 'local', accountId, bankAccountLast4: accountNumber.slice(-4), transitNumber: '00102', institutionNumber: '004' });
    });
  }
}

/** Each professional's reviewed jobs whose booking does not exist yet, with who booked and who did them. */
async function jobsToSeed(ctx: SeedContext): Promise<OtherDemoJob[]> {
  const jobKey = (pro: number, review: number) => `demo-pro-${pro}-${review}`;
  const keys = DEMO_PROFESSIONALS.flatMap((pro, p) => pro.reviews.map((_, i) => jobKey(p, i)));
  const seeded = new Set((await ctx.db.select({ key: bookings.idempotencyKey }).from(bookings).where(inArray(bookings.idempotencyKey, keys))).map((b) => b.key));
  if (seeded.size === keys.length) return [];
  const people = await ctx.db
    .select({ email: users.email, userId: users.id, providerId: serviceProviders.id, accountId: payoutAccounts.accountId })
    .from(users)
    .leftJoin(serviceProviders, eq(serviceProviders.userId, users.id))
    .leftJoin(payoutAccounts, eq(payoutAccounts.providerId, serviceProviders.id))
    .where(inArray(users.email, [...DEMO_PROFESSIONALS.map((p) => p.email), ...REVIEWERS.map((r) => r.email)]));
  const byEmail = new Map(people.map((p) => [p.email, p]));

  const jobs: OtherDemoJob[] = [];
  for (const [p, pro] of DEMO_PROFESSIONALS.entries()) {
    const worker = byEmail.get(pro.email);
    if (!worker?.providerId) continue;
    for (const [i, r] of pro.reviews.entries()) {
      const reviewer = REVIEWERS[r.by]!;
      const customer = byEmail.get(reviewer.email);
      if (!customer || seeded.has(jobKey(p, i))) continue;
      // The gateway's ids for the reviewer's card: one customer and one Visa each, however many jobs it pays.
      const handle = reviewer.email.split('@')[0]!.replace(/[^a-z0-9]/g, '_');
      const address: BookingAddress = { name: `${reviewer.firstName} ${reviewer.lastName}`, phonenumber: '+14165550100', street: reviewer.street, city: reviewer.city, province: reviewer.province, country: 'Canada', postcode: reviewer.postcode };
      jobs.push({
        customer: { id: customer.userId, email: reviewer.email, locale: reviewer.locale, gatewayCustomerId: `cus_local_demo_${handle}`, cardId: `pm_local_demo_${handle}_visa` },
        provider: { id: worker.providerId, userId: worker.userId, payoutAccountId: worker.accountId },
        job: {
          slug: r.service,
          day: -r.daysAgo,
          time: i % 2 === 0 ? '09:00' : '13:00',
          bookedDaysBefore: 4,
          address,
          note: '',
          key: jobKey(p, i),
          story: { kind: 'completed', review: { rating: r.rating, text: r.text, ...(r.reply ? { reply: r.reply } : {}) } },
        },
      });
    }
  }
  return jobs;
}

/**
 * The demo provider's avatar and bio, added to a database seeded before he had them. His insurance
 * stays unchecked, so an admin has someone to check it for.
 */
async function seedMarcusProfile(ctx: SeedContext, email: string) {
  const [marcus] = await ctx.db
    .select({ userId: users.id, pic: users.profilePic, providerId: serviceProviders.id, bio: serviceProviders.bio })
    .from(users)
    .innerJoin(serviceProviders, eq(serviceProviders.userId, users.id))
    .where(eq(users.email, email));
  if (!marcus) return;
  if (!marcus.pic) {
    const avatar = await storeDemoAvatar(ctx, 'hearth-marcus-singh', 0);
    await ctx.db.update(users).set({ profilePic: avatar }).where(and(eq(users.id, marcus.userId), isNull(users.profilePic)));
  }
  if (!marcus.bio) await ctx.db.update(serviceProviders).set({ bio: MARCUS_BIO }).where(and(eq(serviceProviders.id, marcus.providerId), isNull(serviceProviders.bio)));
}
