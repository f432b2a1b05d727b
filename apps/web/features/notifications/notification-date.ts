import { NOTIFICATION_DATE_FORMAT } from '@hearth/shared/constants';
import dayjs from 'dayjs';

/** A notification's creation time as the spec shows it (§9: 'DD MMM YY hh:mm A'), in the viewer's time zone. */
export function formatNotificationDate(createdAt: string): string {
  return dayjs(createdAt).format(NOTIFICATION_DATE_FORMAT);
}
