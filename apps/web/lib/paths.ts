// Every page URL the web app links to, in one place. API URLs come from the endpoints' contracts.
import type { Role } from '@hearth/shared/constants';

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export type LoginTab = 'signin' | 'signup';

export const paths = {
  home: () => '/',
  services: () => '/services',
  service: (slug: string) => `/services/${encodeURIComponent(slug)}`,
  /** The booking flow (Book Now); `rebook` pre-fills it from an earlier booking. */
  bookService: (slug: string, query: { rebook?: string } = {}) => withQuery(`/services/${encodeURIComponent(slug)}/book`, query),
  login: (query: { callbackUrl?: string; tab?: LoginTab; email?: string } = {}) => withQuery('/login', query),
  professional: () => '/professional',
  /** A professional's public profile (the API's card gives the same path as `profilePath`). */
  professionalProfile: (id: string) => `/professionals/${encodeURIComponent(id)}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  devMailbox: () => '/dev/mailbox',

  content: {
    blog: (page?: number) => (page && page > 1 ? withQuery('/blog', { page }) : '/blog'),
    blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
    whyUs: () => '/whyus',
    contactUs: () => '/contactus',
    faqs: () => '/faqs',
    refundPolicy: () => '/refundpolicy',
    termsOfUse: () => '/termofuse',
    privacyPolicy: () => '/privacypolicy',
    rewardCircleTerms: () => '/Reward-Circle-Terms-Conditions',
  },

  /** Bare pages: session context only, no header or footer. */
  bare: {
    payment: () => '/payment',
    success: (query: { booking?: string } = {}) => withQuery('/success', query),
    deeplink: () => '/deeplink',
    bookingCancellation: (query: { booking?: string } = {}) => withQuery('/bookingcancellationprocess', query),
    unsubscribe: (token?: string) => withQuery('/unsubscribe', { token }),
    servicesApp: () => '/services/app',
  },

  profile: {
    root: () => '/profile',
    booking: (query: { tab?: string; page?: number } = {}) => withQuery('/profile/booking', query),
    bookingDetail: (id: string) => `/profile/booking/${encodeURIComponent(id)}`,
    wishlist: () => '/profile/wishlist',
    account: () => '/profile/account',
    address: () => '/profile/address',
    paymentMethod: () => '/profile/paymentmethod',
    reviews: () => '/profile/reviews',
    notification: () => '/profile/notification',
  },

  provider: {
    root: () => '/serviceprovider',
    account: () => '/serviceprovider/account',
    publicProfile: () => '/serviceprovider/public-profile',
    /** `replace` opens that document's file picker (the Documents/Certificates page links here). */
    businessDetail: (query: { replace?: string } = {}) => withQuery('/serviceprovider/businessdetail', query),
    dashboard: () => '/serviceprovider/dashboard',
    serviceRequest: () => '/serviceprovider/servicerequest',
    /** One job's page: on offer to the provider or theirs (the page an alert links to). */
    job: (id: string) => `/serviceprovider/servicerequest/${encodeURIComponent(id)}`,
    schedule: () => '/serviceprovider/schedule',
    alerts: () => '/serviceprovider/alerts',
    category: () => '/serviceprovider/category',
    certificate: () => '/serviceprovider/certificate',
    bankDetail: () => '/serviceprovider/bankdetail',
    transactionsHistory: () => '/serviceprovider/transactionshistory',
    review: () => '/serviceprovider/review',
    notification: () => '/serviceprovider/notification',
  },

  admin: {
    root: () => '/admin',
    providers: () => '/admin/providers',
    catalogue: () => '/admin/catalogue',
    bookings: () => '/admin/bookings',
    users: () => '/admin/users',
    discounts: () => '/admin/discounts',
    content: () => '/admin/content',
    inbox: () => '/admin/inbox',
    payouts: () => '/admin/payouts',
    reviewReports: () => '/admin/review-reports',
    audit: () => '/admin/audit',
  },
} as const;

/** Where a role lands after sign-in, and where the header's name link goes. */
export function roleLanding(role: Role): string {
  if (role === 'serviceprovider') return paths.provider.serviceRequest();
  if (role === 'admin') return paths.admin.root();
  return paths.profile.booking();
}

/** The role-specific notification page (header bell). */
export function roleNotifications(role: Role): string {
  if (role === 'serviceprovider') return paths.provider.notification();
  if (role === 'admin') return paths.admin.root();
  return paths.profile.notification();
}

/** The area a path belongs to and the role allowed in it; public paths return null. */
export function protectedArea(pathname: string): Role | null {
  if (pathname === paths.profile.root() || pathname.startsWith(`${paths.profile.root()}/`)) return 'customer';
  if (pathname === paths.provider.root() || pathname.startsWith(`${paths.provider.root()}/`)) return 'serviceprovider';
  if (pathname === paths.admin.root() || pathname.startsWith(`${paths.admin.root()}/`)) return 'admin';
  return null;
}

/** Anchors a callback path for parsing; any origin would do, as long as it is fixed. */
const CALLBACK_BASE = 'https://callback.hearth.invalid';
/** Longer than any path of ours with its query; past it a callback URL is ignored. */
const MAX_CALLBACK_URL_LENGTH = 2048;

/**
 * A callback URL is honoured only when it stays on this site, so sign-in cannot be turned into an
 * open redirect. Browsers drop tabs and newlines from a URL and read `\` as `/`, so `/<TAB>/evil`
 * and `/\evil` would be followed to another site as `//evil`: such characters are refused outright.
 * The rest is parsed the way a browser would and must keep our origin and a single leading slash
 * (`/.//evil` normalises to `//evil`); the normalised form is returned, percent-encoded, so it is
 * also safe to put in a Location header. Anything else gives null.
 */
export function safeCallbackUrl(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_CALLBACK_URL_LENGTH || !value.startsWith('/')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, CALLBACK_BASE);
  } catch {
    return null;
  }
  if (url.origin !== CALLBACK_BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}
