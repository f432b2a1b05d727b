import { useFormat } from '@/lib/format';

/** Posts are dated on Hearth's home calendar, wherever the reader is. */
const BLOG_TIME_ZONE = 'America/Toronto';

export function PublishedDate({ iso }: { iso: string }) {
  const format = useFormat();
  return <time dateTime={iso}>{format.date(iso, 'long', BLOG_TIME_ZONE)}</time>;
}
