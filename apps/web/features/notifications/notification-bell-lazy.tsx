'use client';
// The notification bell loaded as a chunk of its own (with the notifications API and the query cache
// it uses), for a header that every visitor gets and only signed-in users see the bell in.
import dynamic from 'next/dynamic';

export const NotificationBellLazy = dynamic(() => import('./notification-bell').then((m) => m.NotificationBell));
