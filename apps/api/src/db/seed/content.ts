// Idempotent demo content for the public site: service details, how-it-works cards,
// FAQs, pages, blog posts with covers, the welcome discount and offer, and social links, in English
// and French. Each part is skipped when its rows exist, so a restart costs a handful of cheap
// queries; French left empty in a database seeded before there was French is filled in once.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { blogPosts, categories, cmsCards, contentPages, discounts, faqs, offers, services, siteSettings } from '../schema';
import { storeImageVariants } from '../../plugins/uploads';
import { invalidateCatalogue } from '../../modules/catalog';
import { DEMO_SERVICE_DETAILS } from './catalogue';
import { DEMO_CATEGORIES_FR, DEMO_SERVICE_DETAILS_FR, DEMO_SERVICES_FR } from './catalogue-fr';
import { DEMO_PAGES } from './content-pages';
import { blogCoverSvg } from './blog-covers';
import { DEMO_BLOG_POSTS } from './blog-posts';

type SeedContext = Pick<AppContext, 'db' | 'storage' | 'config'>;

const HOW_IT_WORKS = [
  {
    icon: 'search',
    title: 'Pick a service',
    description: 'Choose from cleaning, moving, handyman, plumbing, lawn care, gardening and snow removal, with a starting price shown upfront.',
    titleFr: 'Choisissez un service',
    descriptionFr: 'Ménage, déménagement, petits travaux, plomberie, entretien de pelouse, jardinage ou déneigement : le prix de départ est affiché d’avance.',
  },
  {
    icon: 'calendar',
    title: 'Book a time',
    description: 'Tell us where and when. Verified professionals near you see the job and the first to accept it is yours.',
    titleFr: 'Réservez un moment',
    descriptionFr: 'Dites-nous où et quand. Les professionnels vérifiés près de chez vous voient la demande, et le premier qui l’accepte est à vous.',
  },
  {
    icon: 'shield',
    title: 'Relax, it is covered',
    description: 'Pay securely by card through Hearth. Cancel free until a professional accepts, or more than 24 hours ahead.',
    titleFr: 'Détendez-vous, on s’en occupe',
    descriptionFr: 'Payez par carte en toute sécurité avec Hearth. Annulez sans frais tant qu’aucun professionnel n’a accepté, ou plus de 24 heures à l’avance.',
  },
  {
    icon: 'star',
    title: 'Rate the work',
    description: 'Review your professional once the job is done. Your review helps neighbours choose well.',
    titleFr: 'Évaluez le travail',
    descriptionFr: 'Donnez votre avis sur votre professionnel une fois le travail terminé. Votre évaluation aide vos voisins à bien choisir.',
  },
];

const PROVIDER_HOW_IT_WORKS = [
  {
    icon: 'user',
    title: 'Create your account',
    description: 'Sign up with your email, the services you offer and the languages you speak. It takes two minutes.',
    titleFr: 'Créez votre compte',
    descriptionFr: 'Inscrivez-vous avec votre courriel, les services que vous offrez et les langues que vous parlez. Ça prend deux minutes.',
  },
  {
    icon: 'badge',
    title: 'Get verified',
    description: 'Verify your phone, upload your ID, licences and proof of work eligibility. Our team reviews them within two business days.',
    titleFr: 'Faites-vous vérifier',
    descriptionFr: 'Confirmez votre numéro de cellulaire et téléversez vos pièces d’identité, vos licences et votre preuve d’autorisation de travail. Notre équipe les examine en deux jours ouvrables.',
  },
  {
    icon: 'bell',
    title: 'Accept jobs near you',
    description: 'New bookings in your categories and areas appear in real time. Accept the ones that suit your schedule.',
    titleFr: 'Acceptez des contrats près de chez vous',
    descriptionFr: 'Les nouvelles réservations dans vos catégories et vos secteurs s’affichent en temps réel. Acceptez celles qui conviennent à votre horaire.',
  },
  {
    icon: 'wallet',
    title: 'Get paid',
    description: 'Finish the job and get paid straight to your Canadian bank account, with every transaction in your history.',
    titleFr: 'Recevez votre paie',
    descriptionFr: 'Terminez le travail et recevez votre paiement directement dans votre compte bancaire canadien, avec chaque transaction dans votre historique.',
  },
];

const GLOBAL_FAQS: { question: string; answer: string; questionFr: string; answerFr: string }[] = [
  {
    question: 'How do I book a service?',
    answer: 'Choose a service, pick a date and time, enter your address and pay by card. A verified local professional accepts the job and you receive a confirmation by email.',
    questionFr: 'Comment réserver un service?',
    answerFr: 'Choisissez un service, une date et une heure, entrez votre adresse et payez par carte. Un professionnel vérifié de votre région accepte le travail et vous recevez une confirmation par courriel.',
  },
  {
    question: 'Which cities does Hearth serve?',
    answer: 'Hearth operates across Canada, with the most professionals in the Greater Toronto Area, Ottawa, Montréal, Calgary, Edmonton and Metro Vancouver. If no professional accepts your booking, you are not charged.',
    questionFr: 'Dans quelles villes Hearth est-il offert?',
    answerFr: 'Hearth est présent partout au Canada, avec le plus grand nombre de professionnels dans la région du Grand Toronto, à Ottawa, à Montréal, à Calgary, à Edmonton et dans le Grand Vancouver. Si aucun professionnel n’accepte votre réservation, vous ne payez rien.',
  },
  {
    question: 'How are professionals checked?',
    answer: 'Every professional verifies their phone number and uploads government ID, proof of their right to work in Canada, and any licence their trade needs. Our team reviews each application before they can accept bookings.',
    questionFr: 'Comment les professionnels sont-ils vérifiés?',
    answerFr: 'Chaque professionnel confirme son numéro de téléphone et téléverse une pièce d’identité gouvernementale, une preuve de son droit de travailler au Canada et toute licence exigée dans son métier. Notre équipe examine chaque demande avant que le professionnel puisse accepter des réservations.',
  },
  {
    question: 'When am I charged?',
    answer: 'When you book, we place a hold on your card for the total; it is charged when the job is completed, and a cancellation releases what the refund policy gives back. Prices are in Canadian dollars, and GST/HST and any provincial sales tax are shown separately on your receipt.',
    questionFr: 'Quand suis-je facturé?',
    answerFr: 'Au moment de réserver, nous bloquons le montant total sur votre carte; il est prélevé une fois le travail terminé, et une annulation libère ce que la politique de remboursement vous rend. Les prix sont en dollars canadiens, et la TPS/TVH ainsi que la taxe de vente provinciale applicable, comme la TVQ, sont indiquées séparément sur votre reçu.',
  },
  {
    question: 'Can I cancel or reschedule?',
    answer: 'Yes. Cancel for a full refund until a professional accepts your booking, or more than 24 hours before the start time. Within 24 hours of an accepted booking you receive a partial refund, and once the job has started no refund applies. See our Refund Policy for details.',
    questionFr: 'Puis-je annuler ou changer la date?',
    answerFr: 'Oui. Annulez avec remboursement complet tant qu’aucun professionnel n’a accepté votre réservation, ou plus de 24 heures avant l’heure prévue. Moins de 24 heures avant une réservation acceptée, vous êtes remboursé en partie, et aucun remboursement n’est possible une fois le travail commencé. Consultez notre Politique de remboursement pour les détails.',
  },
  {
    question: 'What if I am not happy with the work?',
    answer: 'Contact us within 7 days with a description and photos if possible. We will ask the professional to return and fix it at no cost, or refund you if that is not possible.',
    questionFr: 'Et si le travail ne me satisfait pas?',
    answerFr: 'Écrivez-nous dans les 7 jours avec une description et, si possible, des photos. Nous demanderons au professionnel de revenir corriger le travail sans frais ou, si ce n’est pas possible, nous vous rembourserons.',
  },
  {
    question: 'Do I need to be home during the service?',
    answer: 'Not always. For outdoor services such as lawn care or snow clearing you do not need to be there. For indoor work, explain how the professional gets in in your booking note.',
    questionFr: 'Dois-je être à la maison pendant le service?',
    answerFr: 'Pas toujours. Pour les services extérieurs, comme la tonte de pelouse ou le déneigement, votre présence n’est pas nécessaire. Pour les travaux à l’intérieur, expliquez dans la note de votre réservation comment le professionnel peut entrer.',
  },
  {
    question: 'How do discount codes work?',
    answer: 'Enter the code at checkout. WELCOME15 takes 15% off your first booking. One code can be used per booking, and each code has its own expiry date.',
    questionFr: 'Comment fonctionnent les codes promo?',
    answerFr: 'Entrez le code au moment de payer. WELCOME15 vous donne 15 % de rabais sur votre première réservation. Un seul code par réservation, et chaque code a sa propre date d’expiration.',
  },
  {
    question: 'Is my personal information safe?',
    answer: 'Yes. Your information is stored in Canada and handled under PIPEDA. Card details go straight to our payment processor, and professionals only see what they need to do the job.',
    questionFr: 'Mes renseignements personnels sont-ils protégés?',
    answerFr: 'Oui. Vos renseignements sont conservés au Canada et traités conformément à la LPRPDE et, au Québec, à la Loi 25. Les données de votre carte vont directement à notre processeur de paiement, et les professionnels ne voient que ce dont ils ont besoin pour faire le travail.',
  },
  {
    question: 'How do I become a Hearth professional?',
    answer: 'Go to Become A Professional, create an account and complete verification. Once approved, you receive bookings in the categories and areas you choose and are paid to your bank account.',
    questionFr: 'Comment devenir professionnel sur Hearth?',
    answerFr: 'Rendez-vous à Devenir professionnel, créez un compte et complétez la vérification. Une fois approuvé, vous recevez des réservations dans les catégories et les secteurs de votre choix et vous êtes payé dans votre compte bancaire.',
  },
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

/** A cover stored like an uploaded one: rasterised, then saved in every variant. */
async function drawCover(ctx: SeedContext, svg: Buffer) {
  return storeImageVariants(ctx, 'blog', await sharp(svg).png().toBuffer());
}

async function seedServiceDetails(ctx: SeedContext) {
  const rows = await ctx.db
    .select({ id: services.id, slug: services.slug, whatIsIncluded: services.whatIsIncluded })
    .from(services)
    .where(inArray(services.slug, Object.keys(DEMO_SERVICE_DETAILS)));
  const withFaqs = new Set(
    (await ctx.db.selectDistinct({ id: faqs.serviceId }).from(faqs).where(inArray(faqs.serviceId, rows.map((r) => r.id)))).map((r) => r.id),
  );
  let changed = false;
  for (const row of rows) {
    const details = DEMO_SERVICE_DETAILS[row.slug]!;
    const french = DEMO_SERVICE_DETAILS_FR[row.slug];
    const update: Partial<typeof services.$inferInsert> = {};
    if (row.whatIsIncluded.length === 0) Object.assign(update, { whatIsIncluded: details.whatIsIncluded, whatIsIncludedFr: french?.whatIsIncluded ?? null, featured: details.featured ?? false });
    if (Object.keys(update).length) {
      await ctx.db.update(services).set({ ...update, updatedAt: new Date() }).where(eq(services.id, row.id));
      changed = true;
    }
    if (!withFaqs.has(row.id)) {
      await ctx.db.insert(faqs).values(details.faqs.map((f, i) => ({ ...f, questionFr: french?.faqs[i]?.question, answerFr: french?.faqs[i]?.answer, serviceId: row.id, sortOrder: i })));
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
  for (const { cover, publishedDaysAgo, ...post } of DEMO_BLOG_POSTS) {
    if (existing.has(post.slug)) continue;
    const coverImage = await drawCover(ctx, blogCoverSvg(cover, 1600, 900));
    await ctx.db
      .insert(blogPosts)
      .values({ ...post, coverImage, publishedAt: new Date(Date.now() - publishedDaysAgo * 86_400_000) })
      .onConflictDoNothing({ target: blogPosts.slug });
  }
}

const WELCOME_DESCRIPTION_FR = 'Nouveau sur Hearth? Obtenez 15 % de rabais sur votre première réservation.';
const WELCOME_OFFER = {
  title: '15% off your first booking',
  description: 'Try any Hearth service, from a deep clean to a lawn cut, and save 15% on your first booking with a verified local professional.',
  titleFr: '15 % de rabais sur votre première réservation',
  descriptionFr: 'Essayez n’importe quel service Hearth, du grand ménage à la tonte de pelouse, et économisez 15 % sur votre première réservation avec un professionnel vérifié de votre région.',
};

async function seedOffers(ctx: SeedContext) {
  const now = Date.now();
  await ctx.db
    .insert(discounts)
    .values({
      code: 'WELCOME15',
      description: 'New to Hearth? Take 15% off your first booking.',
      descriptionFr: WELCOME_DESCRIPTION_FR,
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
    ...WELCOME_OFFER,
    discountId: welcome?.id ?? null,
    validFrom: sql`now() - interval '1 day'`,
    validTo: welcome?.validTo ?? null,
  });
}

async function seedSettings(ctx: SeedContext) {
  await ctx.db.insert(siteSettings).values({ key: 'social', value: SOCIAL_LINKS }).onConflictDoNothing();
}

/**
 * Fills the French of demo rows that have none yet (a database seeded before French existed, or the
 * catalogue, which demo.ts inserts in English). Only rows still holding the demo's English are
 * matched, so an admin's own text is never overwritten; one query per table when nothing is missing.
 */
async function seedFrench(ctx: SeedContext) {
  let catalogueChanged = false;
  for (const c of await ctx.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(isNull(categories.nameFr))) {
    const fr = DEMO_CATEGORIES_FR[c.slug];
    if (!fr) continue;
    await ctx.db.update(categories).set({ nameFr: fr.name, descriptionFr: fr.description }).where(eq(categories.id, c.id));
    catalogueChanged = true;
  }
  const untranslatedServices = await ctx.db
    .select({ id: services.id, slug: services.slug, nameFr: services.nameFr, whatIsIncluded: services.whatIsIncluded, whatIsIncludedFr: services.whatIsIncludedFr })
    .from(services)
    .where(or(isNull(services.nameFr), isNull(services.whatIsIncludedFr)));
  for (const row of untranslatedServices) {
    const fr = DEMO_SERVICES_FR[row.slug];
    const details = DEMO_SERVICE_DETAILS_FR[row.slug];
    const update: Partial<typeof services.$inferInsert> = {};
    if (!row.nameFr && fr) Object.assign(update, { nameFr: fr.name, descriptionFr: fr.description });
    if (!row.whatIsIncludedFr && details && row.whatIsIncluded.length === DEMO_SERVICE_DETAILS[row.slug]?.whatIsIncluded.length) update.whatIsIncludedFr = details.whatIsIncluded;
    if (Object.keys(update).length === 0) continue;
    await ctx.db.update(services).set(update).where(eq(services.id, row.id));
    catalogueChanged = true;
  }

  // Questions are matched on their English text: the service pages' and the FAQ page's.
  const faqFrench = new Map<string, { questionFr: string; answerFr: string }>(GLOBAL_FAQS.map((f) => [f.question, f]));
  for (const [slug, details] of Object.entries(DEMO_SERVICE_DETAILS)) {
    details.faqs.forEach((f, i) => {
      const fr = DEMO_SERVICE_DETAILS_FR[slug]?.faqs[i];
      if (fr) faqFrench.set(f.question, { questionFr: fr.question, answerFr: fr.answer });
    });
  }
  for (const f of await ctx.db.select({ id: faqs.id, question: faqs.question }).from(faqs).where(and(isNull(faqs.questionFr), isNull(faqs.answerFr)))) {
    const fr = faqFrench.get(f.question);
    if (!fr) continue;
    await ctx.db.update(faqs).set({ questionFr: fr.questionFr, answerFr: fr.answerFr }).where(eq(faqs.id, f.id));
    catalogueChanged = true;
  }

  const cardFrench = new Map([...HOW_IT_WORKS, ...PROVIDER_HOW_IT_WORKS].map((c) => [c.title, c]));
  for (const c of await ctx.db.select({ id: cmsCards.id, title: cmsCards.title }).from(cmsCards).where(isNull(cmsCards.titleFr))) {
    const fr = cardFrench.get(c.title);
    if (fr) await ctx.db.update(cmsCards).set({ titleFr: fr.titleFr, descriptionFr: fr.descriptionFr }).where(eq(cmsCards.id, c.id));
  }

  for (const p of await ctx.db.select({ id: contentPages.id, slug: contentPages.slug, title: contentPages.title }).from(contentPages).where(isNull(contentPages.bodyFr))) {
    const fr = DEMO_PAGES.find((page) => page.slug === p.slug && page.title === p.title);
    if (fr) await ctx.db.update(contentPages).set({ titleFr: fr.titleFr, descriptionFr: fr.descriptionFr, bodyFr: fr.bodyFr }).where(eq(contentPages.id, p.id));
  }

  await ctx.db.update(discounts).set({ descriptionFr: WELCOME_DESCRIPTION_FR }).where(and(eq(discounts.code, 'WELCOME15'), isNull(discounts.descriptionFr)));
  await ctx.db
    .update(offers)
    .set({ titleFr: WELCOME_OFFER.titleFr, descriptionFr: WELCOME_OFFER.descriptionFr })
    .where(and(eq(offers.title, WELCOME_OFFER.title), isNull(offers.titleFr)));

  // English posts seeded before translations existed get the key their French version uses.
  const keyed = DEMO_BLOG_POSTS.filter((p) => p.translationKey && (p.locale ?? 'en') === 'en');
  const unkeyed = await ctx.db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(inArray(blogPosts.slug, keyed.map((p) => p.slug)), isNull(blogPosts.translationKey)));
  for (const { slug } of unkeyed) {
    await ctx.db.update(blogPosts).set({ translationKey: keyed.find((p) => p.slug === slug)!.translationKey }).where(eq(blogPosts.slug, slug));
  }
  if (catalogueChanged) invalidateCatalogue(ctx.db);
}

export async function seedContent(ctx: SeedContext) {
  await seedServiceDetails(ctx);
  await seedCards(ctx);
  await seedFaqs(ctx);
  await seedPages(ctx);
  await seedBlog(ctx);
  await seedOffers(ctx);
  await seedSettings(ctx);
  await seedFrench(ctx);
}
