// A professional as a customer meets them: the card on a booking, in emails and on the public page.
// Built from the database only (no other module), so bookings, emails and reviews can all use it.
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@hearth/shared/locale';
import { professionalLanguages, type ProfessionalCard } from '@hearth/shared/professionals/wire';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { serviceProviders, users } from '../../db/schema';
import { imageUrls } from '../../plugins/uploads';
import { providerRatings, shortName } from './ratings';

type CardContext = Pick<AppContext, 'config'> & { db: Tx };

const FORMER_PROFESSIONAL: Record<Locale, string> = { en: 'Former professional', fr: 'Ancien professionnel' };

export const professionalPath = (providerId: string) => `/professionals/${providerId}`;

/** The columns a card needs; callers that need more (the public page) select them beside these. */
export const cardColumns = {
  id: serviceProviders.id,
  firstName: users.firstName,
  lastName: users.lastName,
  erasedAt: users.erasedAt,
  profilePic: users.profilePic,
  phoneVerifiedAt: users.phoneVerifiedAt,
  verificationStatus: serviceProviders.verificationStatus,
  insuranceCheckedAt: serviceProviders.insuranceCheckedAt,
  languages: serviceProviders.languages,
  yearsOfExperience: serviceProviders.yearsOfExperience,
};

interface CardRow {
  id: string;
  firstName: string;
  lastName: string;
  erasedAt: Date | null;
  profilePic: string | null;
  phoneVerifiedAt: Date | null;
  verificationStatus: string;
  insuranceCheckedAt: Date | null;
  languages: string[];
  yearsOfExperience: number | null;
}

export function toProfessionalCard(ctx: Pick<AppContext, 'config'>, row: CardRow, rating: ProfessionalCard['rating'], locale: Locale = 'en'): ProfessionalCard {
  const erased = row.erasedAt !== null;
  return {
    id: row.id,
    displayName: erased ? FORMER_PROFESSIONAL[locale] : shortName(row.firstName, row.lastName, FORMER_PROFESSIONAL[locale]),
    photo: !erased && row.profilePic ? imageUrls(ctx.config, 'profile', row.profilePic) : null,
    rating,
    badges: {
      identity: row.verificationStatus === 'approved',
      phone: !erased && row.phoneVerifiedAt !== null,
      insurance: row.insuranceCheckedAt !== null,
    },
    languages: erased ? [] : professionalLanguages(row.languages),
    yearsOfExperience: erased ? null : row.yearsOfExperience,
    profilePath: professionalPath(row.id),
  };
}

/** Cards of several professionals in two queries (people and ratings), whatever their number. */
export async function professionalCards(ctx: CardContext, providerIds: readonly string[], locale: Locale = 'en'): Promise<Map<string, ProfessionalCard>> {
  const cards = new Map<string, ProfessionalCard>();
  const ids = [...new Set(providerIds)];
  if (ids.length === 0) return cards;
  const [rows, ratings] = await Promise.all([
    ctx.db.select(cardColumns).from(serviceProviders).innerJoin(users, eq(users.id, serviceProviders.userId)).where(inArray(serviceProviders.id, ids)),
    providerRatings(ctx.db, ids),
  ]);
  for (const row of rows) cards.set(row.id, toProfessionalCard(ctx, row, ratings.get(row.id) ?? { average: null, count: 0 }, locale));
  return cards;
}

export async function professionalCard(ctx: CardContext, providerId: string, locale: Locale = 'en'): Promise<ProfessionalCard | null> {
  return (await professionalCards(ctx, [providerId], locale)).get(providerId) ?? null;
}
