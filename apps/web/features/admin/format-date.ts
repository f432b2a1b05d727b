// Admin times are shown on Toronto's clock, the dashboard's time zone, so every admin reads the same.
import { ADMIN_TIME_ZONE } from '@hearth/shared/admin/dashboard';
import { useFormat } from '@/lib/format';

/** "Mar 4, 2026, 2:30 p.m." / "4 mars 2026, 14 h 30", in the reader's language. */
export function useAdminDateTime(): (iso: string) => string {
  const format = useFormat();
  return (iso) => format.dateTime(iso, ADMIN_TIME_ZONE);
}
