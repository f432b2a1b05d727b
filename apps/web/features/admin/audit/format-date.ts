// Admin times are shown on Toronto's clock, the dashboard's time zone, so every admin reads the same.
import { ADMIN_TIME_ZONE } from '@hearth/shared/admin/dashboard';

const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: ADMIN_TIME_ZONE });

/** "Mar 4, 2026, 2:30 p.m." */
export function formatAdminDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
