// Idempotent demo content for the public site: service details and pictures, how-it-works cards,
// FAQs, pages, blog posts with covers, the welcome discount and offer, and social links. Each part
// is skipped when its rows exist, so a restart costs a handful of cheap queries.
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { blogPosts, categories, cmsCards, contentPages, discounts, faqs, offers, services, siteSettings } from '../schema';
import { storeImageVariants } from '../../plugins/uploads';
import { invalidateCatalogue } from '../../modules/catalog/service';
import { DEMO_SERVICE_DETAILS } from './catalogue';
import { DEMO_PAGES } from './content-pages';
import { DEMO_BLOG_POSTS } from './blog-posts';

type SeedContext = Pick<AppContext, 'db' | 'storage' | 'config'>;
type Motif = 'sparkle' | 'box' | 'droplet' | 'hammer' | 'flower' | 'leaf' | 'snowflake';

const HOW_IT_WORKS = [
  { icon: 'search', title: 'Pick a service', description: 'Choose from cleaning, moving, handyman, plumbing, lawn care, gardening and snow removal, with a starting price shown upfront.' },
  { icon: 'calendar', title: 'Book a time', description: 'Tell us where and when. Verified professionals near you see the job and the first to accept it is yours.' },
  { icon: 'shield', title: 'Relax, it is covered', description: 'Pay securely by card through Hearth. Cancel free until a professional accepts, or more than 24 hours ahead.' },
  { icon: 'star', title: 'Rate the work', description: 'Review your professional once the job is done. Your review helps neighbours choose well.' },
];

const PROVIDER_HOW_IT_WORKS = [
  { icon: 'user', title: 'Create your account', description: 'Sign up with your email, the services you offer and the languages you speak. It takes two minutes.' },
  { icon: 'badge', title: 'Get verified', description: 'Verify your phone, upload your ID, licences and proof of work eligibility. Our team reviews them within two business days.' },
  { icon: 'bell', title: 'Accept jobs near you', description: 'New bookings in your categories and areas appear in real time. Accept the ones that suit your schedule.' },
  { icon: 'wallet', title: 'Get paid', description: 'Finish the job and get paid straight to your Canadian bank account, with every transaction in your history.' },
];

const GLOBAL_FAQS = [
  { question: 'How do I book a service?', answer: 'Choose a service, pick a date and time, enter your address and pay by card. A verified local professional accepts the job and you receive a confirmation by email.' },
  { question: 'Which cities does Hearth serve?', answer: 'Hearth operates across Canada, with the most professionals in the Greater Toronto Area, Ottawa, Montréal, Calgary, Edmonton and Metro Vancouver. If no professional accepts your booking, you are not charged.' },
  { question: 'How are professionals checked?', answer: 'Every professional verifies their phone number and uploads government ID, proof of their right to work in Canada, and any licence their trade needs. Our team reviews each application before they can accept bookings.' },
  { question: 'When am I charged?', answer: 'When you book, we place a hold on your card for the total; it is charged when the job is completed, and a cancellation releases what the refund policy gives back. Prices are in Canadian dollars, and GST/HST and any provincial sales tax are shown separately on your receipt.' },
  { question: 'Can I cancel or reschedule?', answer: 'Yes. Cancel for a full refund until a professional accepts your booking, or more than 24 hours before the start time. Within 24 hours of an accepted booking you receive a partial refund, and once the job has started no refund applies. See our Refund Policy for details.' },
  { question: 'What if I am not happy with the work?', answer: 'Contact us within 7 days with a description and photos if possible. We will ask the professional to return and fix it at no cost, or refund you if that is not possible.' },
  { question: 'Do I need to be home during the service?', answer: 'Not always. For outdoor services such as lawn care or snow clearing you do not need to be there. For indoor work, explain how the professional gets in in your booking note.' },
  { question: 'How do discount codes work?', answer: 'Enter the code at checkout. WELCOME15 takes 15% off your first booking. One code can be used per booking, and each code has its own expiry date.' },
  { question: 'Is my personal information safe?', answer: 'Yes. Your information is stored in Canada and handled under PIPEDA. Card details go straight to our payment processor, and professionals only see what they need to do the job.' },
  { question: 'How do I become a Hearth professional?', answer: 'Go to Become A Professional, create an account and complete verification. Once approved, you receive bookings in the categories and areas you choose and are paid to your bank account.' },
];

const SOCIAL_LINKS = {
  whatsapp: 'https://wa.me/14165550100',
  facebook: 'https://www.facebook.com/hearthhomeservices',
  x: 'https://x.com/hearthhome',
  instagram: 'https://www.instagram.com/hearthhome',
  threads: 'https://www.threads.net/@hearthhome',
  linkedin: 'https://www.linkedin.com/company/hearth-home-services',
  youtube: 'https://www.youtube.com/@hearthhome',
};

const CATEGORY_ART: Record<string, { from: string; to: string; motif: Motif }> = {
  cleaning: { from: '#e0f2fe', to: '#0369a1', motif: 'sparkle' },
  moving: { from: '#ffedd5', to: '#9a3412', motif: 'box' },
  plumbing: { from: '#dbeafe', to: '#1d4ed8', motif: 'droplet' },
  handyman: { from: '#fef3c7', to: '#b45309', motif: 'hammer' },
  gardening: { from: '#fce7f3', to: '#9d174d', motif: 'flower' },
  'lawn-care': { from: '#dcfce7', to: '#15803d', motif: 'leaf' },
  'snow-removal': { from: '#e0e7ff', to: '#3730a3', motif: 'snowflake' },
};

const MOTIFS: Record<Motif, string> = {
  sparkle: '<path d="M0-120C14-34 34-14 120 0 34 14 14 34 0 120-14 34-34 14-120 0-34-14-14-34 0-120Z"/><path transform="translate(150 -110) scale(.4)" d="M0-120C14-34 34-14 120 0 34 14 14 34 0 120-14 34-34 14-120 0-34-14-14-34 0-120Z"/>',
  box: '<rect x="-120" y="-90" width="240" height="190" rx="14"/><rect x="-22" y="-90" width="44" height="80" fill="#000" opacity=".18"/>',
  droplet: '<path d="M0-130C55-55 90-10 90 35A90 90 0 0 1-90 35C-90-10-55-55 0-130Z"/>',
  hammer: '<g transform="rotate(-35)"><rect x="-16" y="-40" width="32" height="200" rx="12"/><rect x="-90" y="-100" width="180" height="66" rx="14"/></g>',
  flower: '<circle cx="0" cy="-62" r="48"/><circle cx="59" cy="-19" r="48"/><circle cx="36" cy="50" r="48"/><circle cx="-36" cy="50" r="48"/><circle cx="-59" cy="-19" r="48"/><circle r="34" fill="#000" opacity=".2"/>',
  leaf: '<path d="M-110 110C-110-40 0-120 120-120 120 0 40 110-110 110Z"/><path d="M-110 110 60-60" stroke="#000" stroke-opacity=".18" stroke-width="14"/>',
  snowflake: '<g stroke="#fff" stroke-width="22" stroke-linecap="round"><path d="M0-120V120M-104-60 104 60M-104 60 104-60"/></g>',
};

/** A flat illustration (a house and the category's motif) drawn from SVG: no font or network needed. */
function illustration(art: { from: string; to: string; motif: Motif }, variant: number, width: number, height: number): Buffer {
  const cx = 1100 + (variant % 3) * 80;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="1600" height="1000" fill="url(#g)"/>
<circle cx="${1380 - (variant % 4) * 60}" cy="160" r="260" fill="#fff" opacity=".14"/>
<circle cx="${180 + (variant % 5) * 40}" cy="920" r="340" fill="#fff" opacity=".1"/>
<g transform="translate(620 560)" fill="none" stroke="#fff" stroke-width="30" stroke-linejoin="round" stroke-linecap="round">
<path d="M-320 20 0-250 320 20"/><path d="M-240-45V310H240V-45"/><path d="M-65 310V150H65V310"/></g>
<g transform="translate(${cx} 420) scale(1.3)" fill="#fff">${MOTIFS[art.motif]}</g>
</svg>`;
  return Buffer.from(svg);
}

async function drawImage(ctx: SeedContext, scope: 'catalog' | 'blog', svg: Buffer) {
  return storeImageVariants(ctx, scope, await sharp(svg).png().toBuffer());
}

async function seedServiceDetails(ctx: SeedContext) {
  const rows = await ctx.db
    .select({ id: services.id, slug: services.slug, image: services.image, whatIsIncluded: services.whatIsIncluded, categorySlug: categories.slug })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(inArray(services.slug, Object.keys(DEMO_SERVICE_DETAILS)));
  const withFaqs = new Set(
    (await ctx.db.selectDistinct({ id: faqs.serviceId }).from(faqs).where(inArray(faqs.serviceId, rows.map((r) => r.id)))).map((r) => r.id),
  );
  let changed = false;
  for (const [index, row] of rows.entries()) {
    const details = DEMO_SERVICE_DETAILS[row.slug]!;
    const art = CATEGORY_ART[row.categorySlug];
    const update: Partial<typeof services.$inferInsert> = {};
    if (row.whatIsIncluded.length === 0) Object.assign(update, { whatIsIncluded: details.whatIsIncluded, featured: details.featured ?? false });
    if (!row.image && art) update.image = await drawImage(ctx, 'catalog', illustration(art, index, 1600, 1000));
    if (Object.keys(update).length) {
      await ctx.db.update(services).set({ ...update, updatedAt: new Date() }).where(eq(services.id, row.id));
      changed = true;
    }
    if (!withFaqs.has(row.id)) {
      await ctx.db.insert(faqs).values(details.faqs.map((f, i) => ({ ...f, serviceId: row.id, sortOrder: i })));
    }
  }
  if (changed) invalidateCatalogue(ctx.db);
}

async function seedCards(ctx: SeedContext) {
  const kinds = new Set((await ctx.db.selectDistinct({ kind: cmsCards.kind }).from(cmsCards)).map((r) => r.kind));
  const lists = { howitworks: HOW_IT_WORKS, providerHowitworks: PROVIDER_HOW_IT_WORKS } as const;
  for (const [kind, cards] of Object.entries(lists) as [keyof typeof lists, (typeof HOW_IT_WORKS)[number][]][]) {
    if (!kinds.has(kind)) await ctx.db.insert(cmsCards).values(cards.map((c, i) => ({ ...c, kind, sortOrder: i })));
  }
}

async function seedFaqs(ctx: SeedContext) {
  const [existing] = await ctx.db.select({ id: faqs.id }).from(faqs).where(isNull(faqs.serviceId)).limit(1);
  if (!existing) await ctx.db.insert(faqs).values(GLOBAL_FAQS.map((f, i) => ({ ...f, sortOrder: i })));
}

async function seedPages(ctx: SeedContext) {
  await ctx.db.insert(contentPages).values(DEMO_PAGES).onConflictDoNothing({ target: contentPages.slug });
}

async function seedBlog(ctx: SeedContext) {
  const existing = new Set((await ctx.db.select({ slug: blogPosts.slug }).from(blogPosts)).map((r) => r.slug));
  for (const [index, { cover, publishedDaysAgo, ...post }] of DEMO_BLOG_POSTS.entries()) {
    if (existing.has(post.slug)) continue;
    const coverImage = await drawImage(ctx, 'blog', illustration(cover, index, 1600, 900));
    await ctx.db
      .insert(blogPosts)
      .values({ ...post, coverImage, publishedAt: new Date(Date.now() - publishedDaysAgo * 86_400_000) })
      .onConflictDoNothing({ target: blogPosts.slug });
  }
}

async function seedOffers(ctx: SeedContext) {
  const now = Date.now();
  await ctx.db
    .insert(discounts)
    .values({
      code: 'WELCOME15',
      description: 'New to Hearth? Take 15% off your first booking.',
      kind: 'percent',
      percentOff: 15,
      firstBookingOnly: true,
      validFrom: new Date(now - 86_400_000),
      validTo: new Date(now + 365 * 86_400_000),
      showInBar: true,
    })
    .onConflictDoNothing({ target: discounts.code });
  const [offer] = await ctx.db.select({ id: offers.id }).from(offers).limit(1);
  if (offer) return;
  const [welcome] = await ctx.db.select({ id: discounts.id, validTo: discounts.validTo }).from(discounts).where(eq(discounts.code, 'WELCOME15'));
  await ctx.db.insert(offers).values({
    title: '15% off your first booking',
    description: 'Try any Hearth service, from a deep clean to a lawn cut, and save 15% on your first booking with a verified local professional.',
    discountId: welcome?.id ?? null,
    validFrom: sql`now() - interval '1 day'`,
    validTo: welcome?.validTo ?? null,
  });
}

async function seedSettings(ctx: SeedContext) {
  await ctx.db.insert(siteSettings).values({ key: 'social', value: SOCIAL_LINKS }).onConflictDoNothing();
}

export async function seedContent(ctx: SeedContext) {
  await seedServiceDetails(ctx);
  await seedCards(ctx);
  await seedFaqs(ctx);
  await seedPages(ctx);
  await seedBlog(ctx);
  await seedOffers(ctx);
  await seedSettings(ctx);
}
