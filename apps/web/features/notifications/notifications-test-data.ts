// Test-only: notifications and a fake notification API (test/fake-api) shared by the bell and page tests.
import { fail, fakeApi, ok, type RecordedRequest, type Reply } from '@/test/fake-api';
import type { AppNotification, NotificationPage } from './notifications-api';

/** `createdAt` from local time parts, so expected dates read the same in any time zone. */
export function makeNotification(index: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    event: 'NewBookingAlert',
    message: `Notification ${index}`,
    locale: 'en',
    data: {},
    isRead: false,
    createdAt: new Date(2026, 2, 7, 14, 5 - index).toISOString(),
    ...overrides,
  };
}

/**
 * Serves GET /api/notification/list from `all` (newest first, paged like the API) and answers the
 * PATCH calls; `failList` makes the list answer 500 until it is set back to false.
 */
export function stubNotificationApi(all: AppNotification[], options: { failList?: boolean } = {}) {
  const state = { failList: options.failList ?? false };
  const listPage = ({ path }: RecordedRequest): Reply => {
    if (state.failList) return fail(500, 'Something went wrong on our side.');
    const query = new URL(path, 'http://localhost').searchParams;
    const pageNo = Number(query.get('pageNo'));
    const size = Number(query.get('size'));
    const page: NotificationPage = {
      Notifications: all.slice((pageNo - 1) * size, pageNo * size),
      pages: Math.max(1, Math.ceil(all.length / size)),
      pageNo,
      size,
      total: all.length,
      unread: all.filter((item) => !item.isRead).length,
    };
    return ok(page);
  };
  const readAll = (): Reply => {
    const updated = all.filter((item) => !item.isRead).length;
    all.forEach((item) => (item.isRead = true));
    return ok({ updated });
  };
  const readOne = (item: AppNotification) => (): Reply => {
    item.isRead = true;
    return ok(item);
  };
  const api = fakeApi({
    'GET /api/notification/list': listPage,
    'PATCH /api/notification/read-all': readAll,
    ...Object.fromEntries(all.map((item) => [`PATCH /api/notification/${item._id}/read`, readOne(item)])),
  });
  return { ...api, state };
}
