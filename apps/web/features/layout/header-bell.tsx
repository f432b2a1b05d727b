'use client';
// The notification bell in the standard header, for signed-in users only. Loaded as a chunk of its
// own (with the notifications API and the query cache it uses), so the header, which every visitor
// gets, does not carry it.
import dynamic from 'next/dynamic';

export const HeaderBell = dynamic(() => import('@/features/notifications/notification-bell').then((m) => m.NotificationBell));
