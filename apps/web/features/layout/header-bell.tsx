// The notification bell in the standard header, for signed-in users only. The lazy one, so the
// header, which every visitor gets, does not carry it.
export { NotificationBellLazy as HeaderBell } from '@/features/notifications';
