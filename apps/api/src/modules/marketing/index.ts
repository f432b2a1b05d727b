// What the rest of the API may use from marketing: the app runs its outbox topic; the wishlist schedules reminders.
export { runMarketingJob, scheduleWishlistReminder } from './wishlist-reminder';
