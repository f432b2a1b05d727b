// Business constants, shared by the API and the web app.

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export const NOTIFICATION_PAGE_SIZE = 5;
export const FIRST_PAGE = 1;

export const TOAST_AUTO_CLOSE_MS = 2000;
export const SOCKET_RECONNECT_MS = 3000;
export const TRACKING_SCRIPT_DELAY_MS = 2000;

export const BREAKPOINT_MOBILE_PX = 768;
export const BREAKPOINT_MENU_COLLAPSE_PX = 992;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MASK = '999-999-9999';
export const PHONE_COUNTRY_PREFIX = '+1';

export const DOCUMENT_EXTENSIONS = ['png', 'jpg', 'gif', 'jpeg', 'webp', 'pdf'] as const;
export const IMAGE_VARIANTS = ['blur', 'exsmall', 'thumbnail', 'small', 'medium', 'large'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

export const ROLES = ['customer', 'serviceprovider', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Provider verification states; only `approved` unlocks the whole provider area. */
export const VERIFICATION_STATUSES = ['pending', 'submitted', 'action_required', 'approved', 'rejected', 'suspended'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Canadian provinces and territories by postal abbreviation. */
export const PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;
export type ProvinceCode = keyof typeof PROVINCES;
export const PROVINCE_CODES = Object.keys(PROVINCES) as ProvinceCode[];

/** Blog list page size (GET /api/blog/list). */
export const BLOG_PAGE_SIZE = 9;
/** The help form's screenshot is required. */
export const SCREENSHOT_REQUIRED_MESSAGE = 'Screenshot is required';
export const INQUIRY_THANKS_MESSAGE = 'Thank you for inquiry';

/** The footer's social links, in display order. */
export const SOCIAL_NETWORKS = ['whatsapp', 'facebook', 'x', 'instagram', 'threads', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
