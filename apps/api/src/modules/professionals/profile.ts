// The public profile page of a professional: only approved, active accounts have one, and it shows
// what a customer needs to trust them, never their legal surname, contact details or documents.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@hearth/shared/locale';
import { PROFESSIONAL_NOT_FOUND } from '@hearth/shared/professionals/contract';
import type { ProfessionalProfile } from '@hearth/shared/professionals/wire';
import type { AppContext } from '../../context';
import { bookings, providerAreas, providerServices, serviceProviders, services, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { cardColumns, toProfessionalCard } from './cards';
import { providerRating } from './ratings';

/** The catalogue's rule, repeated here so this module reads the database only: French once translated. */
const serviceName = (locale: Locale, english: string, french: string | null) => (locale === 'fr' && french?.trim() ? french : english);

export async function professionalProfile(ctx: AppContext, providerId: string, locale: Locale): Promise<ProfessionalProfile> {
  const [row] = await ctx.db
    .select({ ...cardColumns, bio: serviceProviders.bio, memberSince: users.createdAt })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(and(eq(serviceProviders.id, providerId), eq(serviceProviders.verificationStatus, 'approved'), isNull(users.deactivatedAt), isNull(users.erasedAt)));
  if (!row) throw new AppError(404, PROFESSIONAL_NOT_FOUND);
  const [rating, [completed], offered, areas] = await Promise.all([
    providerRating(ctx.db, providerId),
    ctx.db.select({ n: count() }).from(bookings).where(and(eq(bookings.providerId, providerId), eq(bookings.status, 'completed'))),
    ctx.db
      .select({ id: services.id, name: services.name, nameFr: services.nameFr, slug: services.slug })
      .from(providerServices)
      .innerJoin(services, eq(services.id, providerServices.serviceId))
      .where(and(eq(providerServices.providerId, providerId), eq(services.active, true)))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    ctx.db.select({ label: providerAreas.label }).from(providerAreas).where(eq(providerAreas.providerId, providerId)).orderBy(asc(providerAreas.label)),
  ]);
  return {
    ...toProfessionalCard(ctx, row, rating, locale),
    bio: row.bio ?? '',
    memberSince: row.memberSince.toISOString(),
    completedJobs: completed?.n ?? 0,
    services: offered.map((s) => ({ _id: s.id, name: serviceName(locale, s.name, s.nameFr), slug: s.slug })),
    areas: areas.map((a) => a.label),
  };
}
