// Every URL the web app links to or calls, in one place (spec §2 routes, §7 calls).
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

  /** Bare pages: session context only, no header or footer (spec §2 page wrappers). */
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
    /** `replace` opens that document's file picker (the Documents/Certificates page links here). */
    businessDetail: (query: { replace?: string } = {}) => withQuery('/serviceprovider/businessdetail', query),
    dashboard: () => '/serviceprovider/dashboard',
    serviceRequest: () => '/serviceprovider/servicerequest',
    schedule: () => '/serviceprovider/schedule',
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
    audit: () => '/admin/audit',
  },
} as const;

/** Where a role lands after sign-in, and where the header's name link goes (spec §2, §6). */
export function roleLanding(role: Role): string {
  if (role === 'serviceprovider') return paths.provider.serviceRequest();
  if (role === 'admin') return paths.admin.root();
  return paths.profile.booking();
}

/** The role-specific notification page (header bell, spec §2). */
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

/** API endpoints (spec §7), relative to the API base URL. */
export const apiPaths = {
  auth: {
    login: () => '/api/auth/login',
    refresh: () => '/api/auth/refresh',
    signup: () => '/api/auth/signup',
    signupProvider: () => '/api/auth/signup-serviceprovider',
    verifyEmail: (token: string) => `/api/auth/verify-email/${encodeURIComponent(token)}`,
    requestVerification: () => '/api/auth/request-verification',
    forgotPassword: () => '/api/auth/forgot-password',
    resetPassword: (token: string) => `/api/auth/reset-password/${encodeURIComponent(token)}`,
    userEmail: (token: string) => withQuery('/api/auth/user-email', { token }),
    unsubscribe: () => '/api/auth/unsubscribe',
    deactivate: () => '/api/auth/deactivate',
    sendOtp: () => '/api/auth/send-otp',
    requestOtp: () => '/api/auth/request-otp',
    verifyOtp: () => '/api/auth/verify-otp',
  },
  user: {
    profile: () => '/api/user/profile',
    profilePic: () => '/api/user/profile-pic',
    /** The language the user's emails, texts and pages are in (PUT { locale }). */
    locale: () => '/api/user/locale',
    changePassword: () => '/api/user/changepassword',
    email: () => '/api/user/email',
    emailPreferences: () => '/api/user/email-preferences',
    jobAlerts: () => '/api/user/job-alerts',
    addresses: () => '/api/user/addresses',
    address: (id: string) => `/api/user/addresses/${encodeURIComponent(id)}`,
    defaultAddress: (id: string) => `/api/user/addresses/${encodeURIComponent(id)}/default`,
    paymentMethods: () => '/api/user/payment-methods',
    paymentMethodSetup: () => '/api/user/payment-methods/setup',
    paymentMethod: (id: string) => `/api/user/payment-methods/${encodeURIComponent(id)}`,
    defaultPaymentMethod: (id: string) => `/api/user/payment-methods/${encodeURIComponent(id)}/default`,
    wishlist: (query: { pageNo?: number; size?: number } = {}) => withQuery('/api/user/wishlist', query),
    /** Ids of every saved service, for the hearts on cards. */
    wishlistIds: () => '/api/user/wishlist/ids',
    wishlistItem: (serviceId: string) => `/api/user/wishlist/${encodeURIComponent(serviceId)}`,
    dataExport: () => '/api/user/data-export',
    erase: () => '/api/user/erase',
  },
  category: {
    catalog: () => '/api/category/catelog',
    list: () => '/api/category/list',
    byId: (idOrSlug: string) => `/api/category/${encodeURIComponent(idOrSlug)}`,
  },
  service: (slug: string) => `/api/service/${encodeURIComponent(slug)}`,
  cms: {
    cards: (kind: 'howitworks' | 'providerHowitworks') => `/api/cms/cms-card-list/${kind}`,
    contact: () => '/api/cms/contact-us',
    socialLinks: () => '/api/cms/social-links',
    faqs: () => '/api/cms/faqs',
    pages: () => '/api/cms/pages',
    page: (slug: string) => `/api/cms/page/${encodeURIComponent(slug)}`,
  },
  offer: {
    global: () => '/api/offer/globalOffer',
    discount: () => '/api/offer/discount',
  },
  blog: {
    list: (query: { pageNo?: number; size?: number } = {}) => withQuery('/api/blog/list', query),
    post: (slug: string) => `/api/blog/${encodeURIComponent(slug)}`,
  },
  inquiry: () => '/api/inquiry',
  support: () => '/api/support',
  notification: {
    list: (pageNo: number, size: number) => withQuery('/api/notification/list', { pageNo, size }),
    unreadCount: () => '/api/notification/unread-count',
    markRead: (id: string) => `/api/notification/${encodeURIComponent(id)}/read`,
    markAllRead: () => '/api/notification/read-all',
  },
  booking: {
    create: () => '/api/booking',
    quote: () => '/api/booking/quote',
    mine: (query: { status?: string; pageNo?: number; size?: number } = {}) => withQuery('/api/booking/mybookings', query),
    byId: (id: string) => `/api/booking/${encodeURIComponent(id)}`,
    cancel: (id: string) => `/api/booking/${encodeURIComponent(id)}/cancel`,
    available: (query: { pageNo?: number; size?: number } = {}) => withQuery('/api/booking/available-bookings', query),
    availableCount: () => '/api/booking/available-bookings-count',
    accept: (id: string) => `/api/booking/${encodeURIComponent(id)}/accept`,
    start: (id: string) => `/api/booking/${encodeURIComponent(id)}/start`,
    complete: (id: string) => `/api/booking/${encodeURIComponent(id)}/complete`,
    messages: (id: string, query: { before?: string; size?: number } = {}) => withQuery(`/api/booking/${encodeURIComponent(id)}/messages`, query),
    messagesRead: (id: string) => `/api/booking/${encodeURIComponent(id)}/messages/read`,
    invoices: (id: string) => `/api/booking/${encodeURIComponent(id)}/invoices`,
  },
  invoicePdf: (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`,
  review: {
    create: () => '/api/review',
    mine: (query: { pageNo?: number; size?: number } = {}) => withQuery('/api/review/mine', query),
    forService: (slug: string) => `/api/review/service/${encodeURIComponent(slug)}`,
  },
  provider: {
    profile: () => '/api/service-provider/profile',
    businessDetails: () => '/api/service-provider',
    deleteDocument: (docname: string) => withQuery('/api/service-provider/delete-doc', { docname }),
    actionRequired: () => '/api/service-provider/action-required',
    categoryList: () => '/api/service-provider/category/list',
    category: () => '/api/service-provider/category',
    payoutAccount: () => '/api/service-provider/fetch-stripe-account',
    setUpPayoutAccount: () => '/api/service-provider/stripe-account',
    bankAccount: () => '/api/service-provider/external-account',
    jobs: (query: { status?: string; from?: string; to?: string; pageNo?: number; size?: number } = {}) => withQuery('/api/service-provider/mybookings', query),
    jobCounts: () => '/api/service-provider/mybookings-count',
    transactions: (query: { pageNo?: number; size?: number; startDate?: string; endDate?: string } = {}) =>
      withQuery('/api/service-provider/mytransactions', query),
    transactionsCsv: (query: { startDate?: string; endDate?: string } = {}) => withQuery('/api/service-provider/mytransactions.csv', query),
    dashboard: () => '/api/service-provider/dashboard',
    /** The monthly earnings statement; `month` is YYYY-MM. */
    statement: (month: string, format: 'pdf' | 'csv') => `/api/service-provider/statements/${encodeURIComponent(month)}.${format}`,
    reviews: (query: { pageNo?: number; size?: number } = {}) => withQuery('/api/service-provider/reviews', query),
  },
  dev: {
    outbox: () => '/api/dev/outbox',
  },
} as const;
