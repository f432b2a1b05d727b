'use server';
// Public pages read the API through Next's data cache (lib/public-data.ts, tagged per feature). After
// an admin change the console expires the matching tags, so the next visit re-fetches: a new service
// is in the Services menu and a new discount in the discount bar at once, not within a minute. The
// pages cached whole for visitors (server.mjs) are forgotten too, on this web server.
import { updateTag } from 'next/cache';
import { getCurrentSession } from '@/features/auth/server';
import { purgePageCache } from '@/lib/page-cache';

/** The data-cache tags of the public readers: catalog-api, offers-api, content-api, blog-api. */
const PUBLIC_TAGS = new Set(['catalog', 'offers', 'content', 'blog']);

export async function refreshPublicData(tags: string[]): Promise<void> {
  // A server action can be called by anyone who finds it; only admins may make the site re-fetch.
  const session = await getCurrentSession();
  if (session?.user.token.role !== 'admin') return;
  const publicTags = tags.filter((tag) => PUBLIC_TAGS.has(tag));
  for (const tag of publicTags) updateTag(tag);
  if (publicTags.length) purgePageCache();
}
