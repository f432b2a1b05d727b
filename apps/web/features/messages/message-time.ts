// When a message was sent, on the reader's clock: the time alone today, the day before it otherwise.
import dayjs from 'dayjs';

export function formatMessageTime(iso: string, now = dayjs()): string {
  const at = dayjs(iso);
  if (at.isSame(now, 'day')) return at.format('h:mm A');
  if (at.isSame(now, 'year')) return at.format('MMM D, h:mm A');
  return at.format('MMM D, YYYY, h:mm A');
}
