// When a message was sent, on the reader's clock: the time alone today, the day before it otherwise.
// English keeps its "3:30 PM" / "Nov 24, 3:30 PM"; French reads "15 h 30" / "24 nov., 15 h 30".
import { formatterFor, type Formatter } from '@hearth/shared/format';
import dayjs from 'dayjs';

export function formatMessageTime(iso: string, now = dayjs(), format: Formatter = formatterFor('en')): string {
  const at = dayjs(iso);
  const english = format.locale === 'en';
  if (at.isSame(now, 'day')) return english ? at.format('h:mm A') : format.time(iso);
  if (at.isSame(now, 'year')) return english ? at.format('MMM D, h:mm A') : `${format.date(iso, 'short')}, ${format.time(iso)}`;
  return english ? at.format('MMM D, YYYY, h:mm A') : format.dateTime(iso);
}
