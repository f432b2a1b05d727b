// The public entry: other features and app/ routes import from here, never from a file inside.
export { AccountSettings } from './account-settings';
export { ProfilePictureSection } from './profile-picture-section';
export { SmsJobAlertsSection } from './sms-job-alerts-section';
export { YourDataSection } from './your-data-section';
