// Test-only: notifications and a fake notification API behind `fetch`, shared by the bell and page tests.
import { vi } from 'vitest';
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

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Serves GET /api/notification/list from `all` (newest first, paged like the API) and answers the
 * PATCH calls; `failList` makes the list answer 500 until it is set back to false.
 */
export function stubNotificationApi(all: AppNotification[], options: { failList?: boolean } = {}) {
  const state = { failList: options.failList ?? false };
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/notification/list') {
      if (state.failList) return json(500, { success: false, message: 'Something went wrong on our side.' });
      const pageNo = Number(url.searchParams.get('pageNo'));
      const size = Number(url.searchParams.get('size'));
      const page: NotificationPage = {
        Notifications: all.slice((pageNo - 1) * size, pageNo * size),
        pages: Math.max(1, Math.ceil(all.length / size)),
        pageNo,
        size,
        total: all.length,
        unread: all.filter((item) => !item.isRead).length,
      };
      return json(200, { success: true, data: page });
    }
    if (method === 'PATCH' && url.pathname === '/api/notification/read-all') {
      const updated = all.filter((item) => !item.isRead).length;
      all.forEach((item) => (item.isRead = true));
      return json(200, { success: true, data: { updated } });
    }
    const read = url.pathname.match(/^\/api\/notification\/([^/]+)\/read$/);
    if (method === 'PATCH' && read) {
      const item = all.find((candidate) => candidate._id === read[1]);
      if (!item) return json(404, { success: false, message: 'Notification not found' });
      item.isRead = true;
      return json(200, { success: true, data: item });
    }
    return json(404, { success: false, message: `No stub for ${method} ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, state };
}
