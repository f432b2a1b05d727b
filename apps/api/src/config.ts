// Environment → typed config. Every value has a working local default so `npm start` needs nothing;
// production mode refuses the defaults that would be unsafe there.
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES } from '@hearth/shared/schemas/fields';

const DEV_JWT_SECRET = 'hearth-dev-secret-do-not-use-in-production-0000';
/** 32 bytes, base64: encrypts Social Insurance Numbers at rest. */
const DEV_DATA_KEY = Buffer.alloc(32, 7).toString('base64');
const DEV_WEB_API_SHARED_SECRET = 'hearth-dev-web-api-secret-do-not-use-in-production';
/**
 * The supplier on every tax invoice outside production: plainly not a real business, so a demo
 * invoice can never pass for one. Production refuses to start without the real values.
 */
const DEMO_SUPPLIER = {
  legalName: 'Hearth Demo Marketplace Inc. (demo, not a real business)',
  address: '100 Example St, Suite 000, Toronto ON M5V 0A0',
  gstHstNumber: '000000000 RT 0000',
  qstNumber: '0000000000 TQ 0000',
};
/** Shapes of the registration numbers printed on invoices (CRA business number + RT program; Revenu Québec's TQ file). */
export const GST_HST_NUMBER_PATTERN = /^\d{9} RT \d{4}$/;
export const QST_NUMBER_PATTERN = /^\d{10} TQ \d{4}$/;

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  HEARTH_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Trust X-Forwarded-For only from these proxies (e.g. `loopback` behind a local nginx); off by default. */
  TRUST_PROXY: optional,
  /** Known only to the web server and the API: with it, the web server's calls may name the visitor they are made for. */
  WEB_API_SHARED_SECRET: z.string().min(32, 'WEB_API_SHARED_SECRET must be at least 32 characters').default(DEV_WEB_API_SHARED_SECRET),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optional,
  /** Named prepared statements on the PostgreSQL server; turn off behind a transaction-mode pooler that cannot keep them (PgBouncer before 1.21). */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  HEARTH_DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /** Absolute lifetime of a sign-in: refreshing tokens cannot keep a session alive past it (fractions allowed). */
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().default(30),
  WEB_URL: z.string().url().default('http://localhost:3000'),
  PUBLIC_API_URL: z.string().url().default('http://localhost:4000'),
  CORS_ORIGINS: optional,
  /**
   * Other sites' pages that may embed the chat assistant (POST /api/chat/webhook), comma-separated origins,
   * or `*` for any page, as n8n's Chat Trigger allows by default. The site itself (CORS_ORIGINS) always may.
   */
  CHAT_ALLOWED_ORIGINS: optional.refine(
    (v) => v === undefined || v.trim() === '*' || v.split(',').every((o) => isOrigin(o.trim())),
    'CHAT_ALLOWED_ORIGINS must be `*` or origins separated by commas, like https://partner.example,https://www.partner.example',
  ),
  MAIL_FROM: z.string().default('Hearth <no-reply@hearth.local>'),
  SMTP_URL: optional,
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM: optional,
  ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: bool,
  REDIS_URL: optional,
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).default(2),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_OTP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  OTP_SENDS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Failed sign-ins for one email before it is locked out, counted in the database (survives restarts, shared by instances). */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** How long a locked-out email waits; also the window in which failures add up. */
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().min(1).default(15),
  /** Key prefix of the per-IP request counters in Redis (lets test runs or deployments share one Redis). */
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).default('hearth-rl:'),
  DATA_ENCRYPTION_KEY: z
    .string()
    .default(DEV_DATA_KEY)
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'DATA_ENCRYPTION_KEY must be 32 bytes, base64-encoded'),
  STRIPE_SECRET_KEY: optional,
  /** Signing secret of the Stripe webhook endpoint (POST /api/payments/stripe/webhook). */
  STRIPE_WEBHOOK_SECRET: optional,
  /** Where the Stripe client sends its requests (default Stripe's own API); a local stub in tests. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** The platform's share of each job's price (before tax); providers are paid the rest. */
  PLATFORM_COMMISSION_PERCENT: z.coerce.number().int().min(0).max(100).default(15),
  /** Hours payouts wait after a provider's bank account is set or changed, so a stolen session cannot redirect money at once. */
  PAYOUT_HOLD_AFTER_BANK_CHANGE_HOURS: z.coerce.number().min(0).default(72),
  /** How often open bookings past their start are expired and stuck payments are failed. */
  BOOKING_SWEEP_MS: z.coerce.number().int().min(100).default(60_000),
  /** How long before a job's scheduled start the provider may start it. */
  JOB_START_WINDOW_MINUTES: z.coerce.number().int().min(0).default(60),
  /** How long after a job's scheduled end it may still be started (a late provider, a long job before it). */
  JOB_START_GRACE_MINUTES: z.coerce.number().int().min(0).default(120),
  /** Hours the customer has after a job is completed to report a problem; the payout waits for them. */
  COMPLETION_CONFIRMATION_HOURS: z.coerce.number().min(0).default(48),
  /** Jobs closer than this are authorised at booking; later ones save the card and are authorised this many days before. */
  CARD_HOLD_LEAD_DAYS: z.coerce.number().min(1).default(5),
  /** Hours between attempts to place a declined hold again. */
  CARD_HOLD_RETRY_HOURS: z.coerce.number().min(0.01).default(12),
  /** Hours before the start by which a card that could not be held must be fixed, or the booking is cancelled without fee. */
  CARD_UPDATE_DEADLINE_HOURS: z.coerce.number().min(0).default(24),
  /** Days a hold lasts at the local gateway before it lapses (card networks: about 7). */
  LOCAL_GATEWAY_HOLD_DAYS: z.coerce.number().min(0.001).default(7),
  /** Hours after a wishlist save before the "ready to book?" email (marketing; 0 sends it at once). */
  WISHLIST_REMINDER_HOURS: z.coerce.number().min(0).default(72),
  UPLOAD_MAX_DOCUMENT_BYTES: z.coerce.number().int().min(1024).default(DOCUMENT_MAX_BYTES),
  UPLOAD_MAX_IMAGE_BYTES: z.coerce.number().int().min(1024).default(5 * 1024 * 1024),
  /** Picture uploads one signed-in user may make per minute, on each picture route. */
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Pictures waiting to be processed (one at a time) in this instance before more are refused with 503. */
  UPLOAD_IMAGE_QUEUE_MAX: z.coerce.number().int().min(0).default(10),
  /** Files one chat session may store in total. */
  CHAT_STORAGE_PER_SESSION_MB: z.coerce.number().min(0).default(20),
  /** Files the chat sessions opened from one address in the last 24 hours may store in total. */
  CHAT_STORAGE_PER_ADDRESS_MB: z.coerce.number().min(0).default(50),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  SEED_DEMO: bool,
  /** Inquiries and help requests per client per route per hour. */
  RATE_LIMIT_FORMS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Booking creations per client per minute (each one is a payment attempt). */
  RATE_LIMIT_BOOKINGS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Price quotes per client per minute: public, so a visitor's own limit keeps scripts from pricing the catalogue in bulk. */
  RATE_LIMIT_QUOTES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Open realtime sockets one user may hold on one API instance (every tab and device counts). */
  WS_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).default(20),
  /** Open realtime sockets from one client address on one API instance (an office or NAT shares one). */
  WS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /** Store files in this S3 bucket instead of on local disk. */
  S3_BUCKET: optional,
  S3_REGION: z.string().default('ca-central-1'),
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** On SIGTERM, how long to keep serving while reporting not ready, so load balancers stop routing here first. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** The platform, as the supplier on tax invoices: its legal name. */
  SUPPLIER_LEGAL_NAME: optional,
  /** The supplier's address on one line, parts separated by commas. */
  SUPPLIER_ADDRESS: optional,
  /** GST/HST registration number, e.g. `123456789 RT 0001`. */
  SUPPLIER_GST_HST_NUMBER: optional.refine((v) => v === undefined || GST_HST_NUMBER_PATTERN.test(v), 'SUPPLIER_GST_HST_NUMBER must look like 123456789 RT 0001'),
  /** Québec sales tax (QST) registration number, e.g. `1234567890 TQ 0001`; printed on supplies made in Québec. */
  SUPPLIER_QST_NUMBER: optional.refine((v) => v === undefined || QST_NUMBER_PATTERN.test(v), 'SUPPLIER_QST_NUMBER must look like 1234567890 TQ 0001'),
  /** The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it) Web Push alerts are signed with. */
  WEB_PUSH_VAPID_PUBLIC_KEY: optional,
  WEB_PUSH_VAPID_PRIVATE_KEY: optional,
  /** Who push services may contact about our pushes: a mailto: or https: URL (default: MAIL_FROM's address). */
  WEB_PUSH_SUBJECT: optional.refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), 'WEB_PUSH_SUBJECT must be a mailto: or https: URL'),
  /** More push service origins devices may subscribe with (a local stub), comma-separated; refused in production. */
  PUSH_EXTRA_ENDPOINT_ORIGINS: optional.refine((v) => v === undefined || v.split(',').every((o) => isOrigin(o.trim())), 'PUSH_EXTRA_ENDPOINT_ORIGINS must be origins separated by commas, like http://127.0.0.1:4999'),
});

export type Env = z.input<typeof envSchema>;

/** A scheme, host and optional port, as a browser sends it in Origin (a trailing slash is forgiven). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** The address in `Name <address>` or a bare address; undefined when there is none. */
function mailAddress(from: string): string | undefined {
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from).trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : undefined;
}

const origins = (list: string) =>
  list
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const corsOrigins = origins(e.CORS_ORIGINS ?? e.WEB_URL);
  const production = e.HEARTH_ENV === 'production';
  const config = {
    env: e.HEARTH_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    webApiSharedSecret: e.WEB_API_SHARED_SECRET,
    databaseUrl: e.DATABASE_URL,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    dataDir: e.HEARTH_DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionMaxAgeSeconds: Math.round(e.SESSION_MAX_AGE_DAYS * 86_400),
    webUrl: e.WEB_URL.replace(/\/$/, ''),
    publicApiUrl: e.PUBLIC_API_URL.replace(/\/$/, ''),
    corsOrigins,
    chatAllowedOrigins: e.CHAT_ALLOWED_ORIGINS?.trim() === '*' ? ('*' as const) : [...new Set([...corsOrigins, ...origins(e.CHAT_ALLOWED_ORIGINS ?? '')])],
    mail: { from: e.MAIL_FROM, smtpUrl: e.SMTP_URL },
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? { twilio: { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM } }
        : { twilio: undefined },
    redisUrl: e.REDIS_URL,
    passwordHash: { memoryCost: e.PASSWORD_HASH_MEMORY_KIB, timeCost: e.PASSWORD_HASH_ITERATIONS },
    rateLimits: {
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      otpPerHour: e.RATE_LIMIT_OTP_PER_HOUR,
      otpSendsPerPhonePerHour: e.OTP_SENDS_PER_PHONE_PER_HOUR,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginLockoutMinutes: e.LOGIN_LOCKOUT_MINUTES,
      redisPrefix: e.RATE_LIMIT_REDIS_PREFIX,
      formsPerHour: e.RATE_LIMIT_FORMS_PER_HOUR,
      bookingsPerMinute: e.RATE_LIMIT_BOOKINGS_PER_MINUTE,
      quotesPerMinute: e.RATE_LIMIT_QUOTES_PER_MINUTE,
      chatPerMinute: e.RATE_LIMIT_CHAT_PER_MINUTE,
      uploadsPerMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
    },
    realtime: { maxConnectionsPerUser: e.WS_MAX_CONNECTIONS_PER_USER, maxConnectionsPerAddress: e.WS_MAX_CONNECTIONS_PER_ADDRESS },
    uploadMaxImageBytes: e.UPLOAD_MAX_IMAGE_BYTES,
    uploadMaxDocumentBytes: e.UPLOAD_MAX_DOCUMENT_BYTES,
    uploadImageQueueMax: e.UPLOAD_IMAGE_QUEUE_MAX,
    chatStorage: { perSessionBytes: e.CHAT_STORAGE_PER_SESSION_MB * 1024 * 1024, perAddressPerDayBytes: e.CHAT_STORAGE_PER_ADDRESS_MB * 1024 * 1024 },
    dataEncryptionKey: Buffer.from(e.DATA_ENCRYPTION_KEY, 'base64'),
    payments: {
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: e.STRIPE_API_BASE,
      localHoldDays: e.LOCAL_GATEWAY_HOLD_DAYS,
    },
    bookings: {
      commissionPercent: e.PLATFORM_COMMISSION_PERCENT,
      sweepMs: e.BOOKING_SWEEP_MS,
      startWindowMinutes: e.JOB_START_WINDOW_MINUTES,
      startGraceMinutes: e.JOB_START_GRACE_MINUTES,
      confirmationHours: e.COMPLETION_CONFIRMATION_HOURS,
      holdLeadDays: e.CARD_HOLD_LEAD_DAYS,
      holdRetryHours: e.CARD_HOLD_RETRY_HOURS,
      cardUpdateDeadlineHours: e.CARD_UPDATE_DEADLINE_HOURS,
    },
    payoutHoldAfterBankChangeHours: e.PAYOUT_HOLD_AFTER_BANK_CHANGE_HOURS,
    marketing: { wishlistReminderHours: e.WISHLIST_REMINDER_HOURS },
    outboxPollMs: e.OUTBOX_POLL_MS,
    seedDemo: e.SEED_DEMO,
    storage: {
      s3: e.S3_BUCKET
        ? { bucket: e.S3_BUCKET, region: e.S3_REGION, endpoint: e.S3_ENDPOINT, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    /** Who issues the tax invoices: the platform keeps the tax, so it is the supplier (demo values outside production). */
    supplier: {
      legalName: e.SUPPLIER_LEGAL_NAME ?? DEMO_SUPPLIER.legalName,
      address: e.SUPPLIER_ADDRESS ?? DEMO_SUPPLIER.address,
      gstHstNumber: e.SUPPLIER_GST_HST_NUMBER ?? DEMO_SUPPLIER.gstHstNumber,
      qstNumber: e.SUPPLIER_QST_NUMBER ?? DEMO_SUPPLIER.qstNumber,
    },
    /** The dev mailbox and other local tools exist only outside production. */
    devTools: !production,
    webPush: {
      /** Both keys, or none: outside production a pair is then made once and kept in the database; in production push is off. */
      vapidKeys:
        e.WEB_PUSH_VAPID_PUBLIC_KEY && e.WEB_PUSH_VAPID_PRIVATE_KEY ? { publicKey: e.WEB_PUSH_VAPID_PUBLIC_KEY, privateKey: e.WEB_PUSH_VAPID_PRIVATE_KEY } : undefined,
      subject: e.WEB_PUSH_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM) ?? 'alerts@hearth.local'}`,
      extraEndpointOrigins: origins(e.PUSH_EXTRA_ENDPOINT_ORIGINS ?? ''),
    },
  };

  if (production) {
    const problems: string[] = [];
    if (config.jwtSecret === DEV_JWT_SECRET) problems.push('JWT_SECRET is the development default; set a long random secret.');
    if (e.DATA_ENCRYPTION_KEY === DEV_DATA_KEY) problems.push('DATA_ENCRYPTION_KEY is the development default; set 32 random bytes, base64-encoded.');
    if (config.webApiSharedSecret === DEV_WEB_API_SHARED_SECRET) problems.push('WEB_API_SHARED_SECRET is the development default; set the same long random secret on the API and the web app.');
    const localAdapters = [!config.mail.smtpUrl && 'mail (set SMTP_URL)', !config.sms.twilio && 'SMS (set TWILIO_*)'].filter(Boolean);
    if (localAdapters.length && !e.ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION) {
      problems.push(`Local ${localAdapters.join(' and ')} adapters would swallow messages in production; configure them or set ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true.`);
    }
    const missingSupplier = (['SUPPLIER_LEGAL_NAME', 'SUPPLIER_ADDRESS', 'SUPPLIER_GST_HST_NUMBER', 'SUPPLIER_QST_NUMBER'] as const).filter((name) => !e[name]);
    if (missingSupplier.length) problems.push(`${missingSupplier.join(', ')} must be set: every tax invoice names the supplier and its registration numbers.`);
    if (config.webPush.extraEndpointOrigins.length) problems.push('PUSH_EXTRA_ENDPOINT_ORIGINS is for local push service stubs; unset it in production.');
    if (Boolean(e.WEB_PUSH_VAPID_PUBLIC_KEY) !== Boolean(e.WEB_PUSH_VAPID_PRIVATE_KEY)) problems.push('Set both WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY, or neither (Web Push alerts are then off).');
    if (config.payments.stripeSecretKey && !config.payments.stripeWebhookSecret) problems.push('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: bookings follow Stripe webhooks.');
    if (problems.length) throw new Error(`Refusing to start in production:\n  ${problems.join('\n  ')}`);
  }
  return config;
}

export type Config = ReturnType<typeof loadConfig>;
