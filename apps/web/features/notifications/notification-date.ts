import { NOTIFICATION_DATE_FORMAT } from '@hearth/shared/constants';
import { formatterFor, type Formatter } from '@hearth/shared/format';
import dayjs from 'dayjs';

/**
 * A notification's creation time in the viewer's time zone: in English as NOTIFICATION_DATE_FORMAT
 * ('DD MMM YY hh:mm A'), in French as French readers write a date and time ("24 nov. 2026, 15 h 30").
 */
export function formatNotificationDate(createdAt: string, format: Formatter = formatterFor('en')): string {
  if (format.locale === 'en') return dayjs(createdAt).format(NOTIFICATION_DATE_FORMAT);
  return format.dateTime(createdAt);
}
