// Reading the editable site settings (one JSON value per key): the contact block and social links.
// Several features need them (content pages, inquiry emails), so they live beside the schema. Values
// the server makes for itself once (development's Web Push keys) are kept here too.
import { eq } from 'drizzle-orm';
import { SOCIAL_NETWORKS } from '@hearth/shared/constants';
import type { ContactInfo, SocialLinks } from '@hearth/shared/content/contract';
import type { Tx } from './client';
import { siteSettings } from './schema';

async function setting(db: Tx, key: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  const value = row?.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Contact details from setting 'contact'; a missing field is null (the footer then hides it). */
export async function readContact(db: Tx): Promise<ContactInfo> {
  const value = await setting(db, 'contact');
  return { phoneNumber: text(value.phoneNumber), customerServiceEmail: text(value.customerServiceEmail), address: text(value.address) };
}

/** Social links from setting 'social': only networks we know, only https links. */
export async function readSocialLinks(db: Tx): Promise<SocialLinks> {
  const value = await setting(db, 'social');
  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = text(value[network]);
    if (url?.startsWith('https://')) links[network] = url;
  }
  return links;
}

/**
 * The value stored under `key`, storing `make()` first when there is none. Every instance that races
 * here reads the one value that won (insert … on conflict do nothing, then read).
 */
export async function settingOnce<T>(db: Tx, key: string, make: () => T): Promise<T> {
  const read = async () => (await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)))[0];
  const stored = await read();
  if (stored) return stored.value as T;
  await db.insert(siteSettings).values({ key, value: make() }).onConflictDoNothing({ target: siteSettings.key });
  return (await read())!.value as T;
}
