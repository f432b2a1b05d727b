// A professional as customers see them: the card on a booking and in emails, and the public profile
// page. Only what a customer needs to recognise and trust the person at their door: never a legal
// last name, contact details, address, business name or anything from the verification file.
import { z } from 'zod';
import { imageUrlsSchema } from '../wire';

/** The languages a professional may say they speak (ISO 639-1); the web names them with Intl.DisplayNames. */
export const PROFESSIONAL_LANGUAGES = ['en', 'fr', 'es', 'pt', 'it', 'de', 'zh', 'pa', 'ar', 'tl', 'hi', 'uk', 'pl', 'ru', 'ta', 'ur', 'fa', 'ko', 'vi', 'ja'] as const;
export type ProfessionalLanguage = (typeof PROFESSIONAL_LANGUAGES)[number];

/** Sign-up stored languages by English name ('Punjabi'); these read as the codes above. */
const LANGUAGE_BY_ENGLISH_NAME: Record<string, ProfessionalLanguage> = {
  english: 'en', french: 'fr', spanish: 'es', portuguese: 'pt', italian: 'it', german: 'de', chinese: 'zh', mandarin: 'zh', cantonese: 'zh',
  punjabi: 'pa', arabic: 'ar', tagalog: 'tl', filipino: 'tl', hindi: 'hi', ukrainian: 'uk', polish: 'pl', russian: 'ru', tamil: 'ta', urdu: 'ur',
  persian: 'fa', farsi: 'fa', korean: 'ko', vietnamese: 'vi', japanese: 'ja',
};

/**
 * The account form (sign-up, personal details) stores languages by English name, a longer list than
 * this one; the public profile writes through the same column with these names, so both forms agree.
 */
export const LANGUAGE_ENGLISH_NAMES: Record<ProfessionalLanguage, string> = {
  en: 'English', fr: 'French', es: 'Spanish', pt: 'Portuguese', it: 'Italian', de: 'German', zh: 'Mandarin', pa: 'Punjabi', ar: 'Arabic', tl: 'Tagalog',
  hi: 'Hindi', uk: 'Ukrainian', pl: 'Polish', ru: 'Russian', ta: 'Tamil', ur: 'Urdu', fa: 'Persian', ko: 'Korean', vi: 'Vietnamese', ja: 'Japanese',
};

/**
 * The stored list after the provider chose `codes` on their public profile: names they keep stay as
 * written ('Cantonese'), names this list does not know stay too ('Gujarati'), new ones are added.
 */
export function languagesToStore(stored: readonly string[], codes: readonly ProfessionalLanguage[]): string[] {
  const kept = stored.filter((value) => {
    const [code] = professionalLanguages([value]);
    return code === undefined || codes.includes(code);
  });
  const have = new Set(professionalLanguages(kept));
  return [...kept, ...codes.filter((code) => !have.has(code)).map((code) => LANGUAGE_ENGLISH_NAMES[code])];
}

/** Stored languages (codes, or English names from sign-up) as codes from the list, each once, unknown ones left out. */
export function professionalLanguages(stored: readonly string[]): ProfessionalLanguage[] {
  const codes = stored.map((value) => {
    const text = value.trim().toLowerCase();
    return (PROFESSIONAL_LANGUAGES as readonly string[]).includes(text) ? (text as ProfessionalLanguage) : LANGUAGE_BY_ENGLISH_NAME[text];
  });
  return [...new Set(codes.filter((code): code is ProfessionalLanguage => code !== undefined))];
}

export const professionalCardSchema = z.object({
  /** The provider's id (service_providers). */
  id: z.string(),
  /** First name and initial: 'Marcus L.'. */
  displayName: z.string(),
  photo: imageUrlsSchema.nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  badges: z.object({
    /** Hearth checked their identity documents (the provider is approved). */
    identity: z.boolean(),
    phone: z.boolean(),
    /** An admin saw proof of liability insurance. */
    insurance: z.boolean(),
  }),
  languages: z.array(z.enum(PROFESSIONAL_LANGUAGES)),
  yearsOfExperience: z.number().int().nullable(),
  /** The web page of their public profile: '/professionals/<id>'. */
  profilePath: z.string(),
});
export type ProfessionalCard = z.infer<typeof professionalCardSchema>;

export const professionalProfileSchema = professionalCardSchema.extend({
  bio: z.string(),
  /** ISO date their account was created. */
  memberSince: z.string(),
  completedJobs: z.number().int(),
  services: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  areas: z.array(z.string()),
});
export type ProfessionalProfile = z.infer<typeof professionalProfileSchema>;

export const BIO_MAX_LENGTH = 800;
export const MAX_YEARS_OF_EXPERIENCE = 60;

/** What a provider writes on their public profile (the photo is the account's picture). */
export const publicProfileInputSchema = z.object({
  bio: z.string({ error: 'Bio must be text' }).trim().max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`),
  languages: z
    .array(z.enum(PROFESSIONAL_LANGUAGES, { error: 'Choose languages from the list' }), { error: 'Choose languages from the list' })
    .max(PROFESSIONAL_LANGUAGES.length, 'Choose languages from the list')
    .transform((codes) => [...new Set(codes)]),
  yearsOfExperience: z
    .number({ error: 'Years of experience must be a whole number from 0 to 60' })
    .int('Years of experience must be a whole number from 0 to 60')
    .min(0, 'Years of experience must be a whole number from 0 to 60')
    .max(MAX_YEARS_OF_EXPERIENCE, 'Years of experience must be a whole number from 0 to 60')
    .nullable(),
});
export type PublicProfileInput = z.input<typeof publicProfileInputSchema>;

export const publicProfileSchema = z.object({
  bio: z.string(),
  languages: z.array(z.enum(PROFESSIONAL_LANGUAGES)),
  yearsOfExperience: z.number().int().nullable(),
  photo: imageUrlsSchema.nullable(),
  /** Only an approved provider has a public page; the link shows once they do. */
  profilePath: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
