// buildApp(config): the whole API as a Fastify instance. main.ts listens with it; tests use app.inject().
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { createMailAdapter } from './adapters/mail';
import { createSmsAdapter } from './adapters/sms';
import { createStorage, type StorageAdapter } from './adapters/storage';
import { createBus } from './adapters/bus';
import { createPayments } from './adapters/payments';
import { createOutbox } from './outbox/outbox';
import { registerErrorHandling } from './plugins/errors';
import { AccessLog } from './plugins/access-log';
import { logRedaction, REDACTED } from './plugins/log-redaction';
import { registerAuth } from './plugins/auth';
import { registerLocale } from './plugins/locale';
import { registerPhoneGate } from './plugins/phone-gate';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploadRoutes } from './plugins/uploads';
import { registerRealtime, type RealtimeHub } from './plugins/realtime';
import { authRoutes, runIdentityJob } from './modules/auth';
import { accountRoutes } from './modules/account';
import { catalogRoutes } from './modules/catalog';
import { healthRoutes } from './modules/health';
import { devRoutes } from './modules/dev';
import { notificationRoutes } from './modules/notifications';
import { deliverPush, pushRoutes } from './modules/push';
import { availabilityRoutes } from './modules/availability';
import { alertRoutes } from './modules/alerts';
import { adminProviderRoutes, providerRoutes } from './modules/providers';
import { contentRoutes } from './modules/content';
import { offerRoutes } from './modules/offers';
import { blogRoutes } from './modules/blog';
import { inquiryRoutes } from './modules/inquiries';
import { supportRoutes } from './modules/support';
import { bookingRoutes, runPaymentJob } from './modules/bookings';
import { invoiceRoutes } from './modules/invoices';
import { reviewRoutes } from './modules/reviews';
import { addressRoutes } from './modules/addresses';
import { wishlistRoutes } from './modules/wishlist';
import { paymentMethodRoutes } from './modules/payment-methods';
import { messageRoutes } from './modules/messages';
import { chatRoutes } from './modules/chat';
import { privacyRoutes } from './modules/privacy';
import { adminRoutes } from './modules/admin';
import { highlightRoutes, professionalRoutes } from './modules/professionals';
import { runMarketingJob } from './modules/marketing';
import { backgroundJobs } from './jobs';
import { deliverEmail } from './modules/emails';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    realtime: RealtimeHub;
  }
}

export interface BuildOptions {
  /** An already-open database (tests pass a fresh one); otherwise one is opened from config. */
  database?: Database;
  storage?: StorageAdapter;
  /** Ping interval of the realtime hub (tests shorten it). */
  heartbeatMs?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-hearth-web-secret"]', '*.password', '*.newPassword', '*.otp', '*.token'],
        censor: REDACTED,
      },
      ...logRedaction,
      // Lines go out in the background, several per write when requests come fast: one write to
      // stdout per line cost more than the rest of the line's work. pino flushes what is left on exit.
      stream: opts.logStream ?? pino.destination({ dest: 1, sync: false }),
    },
    logController: new AccessLog(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Client addresses key the rate limits: believe X-Forwarded-For only from configured proxies.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The router answers a malformed or over-long path itself, before any error handler: keep the envelope.
    frameworkErrors: (err, _request, reply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return (reply as FastifyReply).status(tooLong ? 414 : 400).send({ success: false, message: tooLong ? 'The address is too long' : 'The address is not valid' });
    },
  });

  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.preparedStatements }));
  const [mail, sms] = await Promise.all([createMailAdapter(config, database.db), createSmsAdapter(config, database.db)]);
  const bus = createBus(config, app.log.child({ component: 'bus' }));
  const outbox = createOutbox(
    database.db,
    {
      email: (m) => deliverEmail(ctx, mail, m),
      sms: (m) => sms.send(m),
      realtime: (m) => bus.publish(m),
      payments: (job) => runPaymentJob(ctx, job),
      marketing: (job) => runMarketingJob(ctx, job),
      identity: (job) => runIdentityJob(ctx, job),
      push: (m) => deliverPush(ctx, m),
    },
    app.log.child({ component: 'outbox' }),
    config.outboxPollMs,
  );
  const ctx: AppContext = { config, db: database.db, storage: createStorage(config, opts.storage), payments: createPayments(config, database.db), outbox, log: app.log };
  app.decorate('ctx', ctx);
  // Only mail clients' one-click unsubscribe (RFC 8058) posts forms; keep such bodies tiny.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  const jobs = backgroundJobs(ctx);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await bus.close();
    if (!opts.database) await database.close();
  });

  registerErrorHandling(app);
  // Clients (and proxies) send `Content-Type: application/json` with no body on bodiless POSTs:
  // read that as {} instead of refusing it. Everything else goes through Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, {});
    parseJson(req, text, done);
  });
  registerSecurityHeaders(app, {
    // Images are fetched by the web app on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: Math.max(config.uploadMaxImageBytes, config.uploadMaxDocumentBytes), files: 10, fields: 40, fieldSize: 100_000 } });
  await registerRateLimit(app, config);
  registerAuth(app, ctx);
  registerLocale(app);
  registerPhoneGate(app);

  app.decorate('realtime', await registerRealtime(app, ctx, bus, { heartbeatMs: opts.heartbeatMs }));
  registerUploadRoutes(app, ctx);
  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  accountRoutes(app, ctx);
  catalogRoutes(app, ctx);
  notificationRoutes(app, ctx);
  pushRoutes(app, ctx);
  availabilityRoutes(app, ctx);
  alertRoutes(app, ctx);
  providerRoutes(app, ctx);
  professionalRoutes(app, ctx);
  highlightRoutes(app, ctx);
  adminProviderRoutes(app, ctx);
  contentRoutes(app, ctx);
  offerRoutes(app, ctx);
  blogRoutes(app, ctx);
  inquiryRoutes(app, ctx);
  supportRoutes(app, ctx);
  bookingRoutes(app, ctx);
  invoiceRoutes(app, ctx);
  reviewRoutes(app, ctx);
  addressRoutes(app, ctx);
  wishlistRoutes(app, ctx);
  paymentMethodRoutes(app, ctx);
  messageRoutes(app, ctx);
  chatRoutes(app, ctx);
  privacyRoutes(app, ctx);
  adminRoutes(app, ctx);
  if (config.devTools) devRoutes(app, ctx);

  return app;
}
