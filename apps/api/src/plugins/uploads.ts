// Public images: decoded and re-encoded by sharp (so only real images survive), stored once in the
// six IMAGE_VARIANTS and served from /uploads/<variant>/<name> (blog images under /uploads/blog/…)
// with long cache headers. A missing file gets the default banner instead of a broken image.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_VARIANTS, type ImageVariant } from '@hearth/shared/constants';
import type { ImageUrls } from '@hearth/shared/wire';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { AppError } from './errors';

/** Width in pixels of each variant; `blur` is a tiny blurred placeholder. */
const VARIANT_WIDTHS: Record<ImageVariant, number> = { blur: 24, exsmall: 96, thumbnail: 200, small: 400, medium: 800, large: 1600 };
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const NAME_PATTERN = /^[0-9a-f-]{36}\.webp$/;

/** 'blog' images live under their own sub-path; everything else at the top. */
export type ImageScope = 'profile' | 'catalog' | 'blog';
const prefix = (scope: ImageScope) => (scope === 'blog' ? 'blog/' : '');

export function imageUrls(config: Config, scope: ImageScope, name: string): ImageUrls {
  const urls = {} as ImageUrls;
  for (const v of IMAGE_VARIANTS) urls[v] = `${config.publicApiUrl}/uploads/${prefix(scope)}${v}/${name}`;
  return urls;
}

export const IMAGE_TYPE_MESSAGE = 'Upload a PNG, JPEG, GIF or WebP image';

/**
 * Largest picture, in pixels, each kind of upload accepts, judged from the file's header before
 * anything is decoded. The largest variant we keep is 1600 px wide, so more pixels only cost memory
 * and time: 16 MP holds a phone's 12 MP photo with room to spare (a profile picture is shown at most
 * 400 px wide); 25 MP holds a 24 MP camera's photo for service images and blog covers.
 */
export const MAX_IMAGE_PIXELS: Record<ImageScope, number> = { profile: 16_000_000, catalog: 25_000_000, blog: 25_000_000 };
/** Help screenshots are only checked, never decoded: the header is all that is read. */
const MAX_CHECKED_PIXELS = 50_000_000;
const LARGEST_WIDTH = VARIANT_WIDTHS.large;
const IMAGE_BUSY_MESSAGE = 'We are processing a lot of pictures right now. Please try again in a few seconds.';
const IMAGE_BUSY_RETRY_SECONDS = 5;

// One libvips worker per image: with one image at a time (below) the other cores and libuv
// threads stay free for requests, password hashing above all.
sharp.concurrency(1);

/** The image's format and size from its header (nothing decoded), or null when sharp cannot read it. */
async function readHeader(input: Buffer): Promise<{ format: string; width: number; height: number } | null> {
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    // An animated GIF or WebP: only its first frame is ever decoded.
    const height = meta.pageHeight ?? meta.height;
    return meta.format && meta.width && height ? { format: meta.format, width: meta.width, height } : null;
  } catch {
    return null;
  }
}

async function acceptedHeader(input: Buffer, maxPixels: number, field?: string) {
  const header = await readHeader(input);
  if (!header || !ACCEPTED_FORMATS.has(header.format)) {
    throw new AppError(415, IMAGE_TYPE_MESSAGE, field ? { [field]: IMAGE_TYPE_MESSAGE } : undefined);
  }
  if (header.width * header.height > maxPixels) {
    const megapixels = (header.width * header.height) / 1_000_000;
    const message = `This picture is ${header.width} × ${header.height} pixels (${megapixels.toFixed(1)} megapixels). Pictures can be at most ${maxPixels / 1_000_000} megapixels; please upload a smaller one.`;
    throw new AppError(413, message, { [field ?? 'image']: message });
  }
  return header;
}

/** Refuses (415) bytes that sharp cannot read as a PNG, JPEG, GIF or WebP, whatever the file is called, and (413) images past 50 megapixels. */
export async function assertAcceptedImage(input: Buffer, field?: string): Promise<void> {
  await acceptedHeader(input, MAX_CHECKED_PIXELS, field);
}

/**
 * One picture decoded at a time in this process, so a burst of uploads queues instead of filling
 * memory and the thread pool. At most `maxWaiting` wait their turn; past that the caller is told
 * (503 with Retry-After) to come back, rather than waiting longer than a browser would.
 */
let imageBusy = false;
const imageWaiting: (() => void)[] = [];

async function oneImageAtATime<T>(maxWaiting: number, work: () => Promise<T>): Promise<T> {
  if (imageBusy) {
    if (imageWaiting.length >= maxWaiting) throw new AppError(503, IMAGE_BUSY_MESSAGE, undefined, { 'retry-after': String(IMAGE_BUSY_RETRY_SECONDS) });
    // The finishing job hands its turn over directly, so nobody can overtake the queue.
    await new Promise<void>((resolve) => imageWaiting.push(resolve));
  }
  imageBusy = true;
  try {
    return await work();
  } finally {
    const next = imageWaiting.shift();
    if (next) next();
    else imageBusy = false;
  }
}

/** Every variant, encoded from one decode of the picture already shrunk to the largest width. */
async function encodeVariants(input: Buffer, maxPixels: number): Promise<[ImageVariant, Buffer][]> {
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels })
    .rotate()
    .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded: [ImageVariant, Buffer][] = [];
  // One after another: each is small, and in parallel they would take more threads from the pool.
  for (const variant of IMAGE_VARIANTS) {
    let pipeline = sharp(data, raw).resize({ width: VARIANT_WIDTHS[variant], withoutEnlargement: true });
    if (variant === 'blur') pipeline = pipeline.blur(2);
    encoded.push([variant, await pipeline.webp({ quality: variant === 'blur' ? 40 : 80 }).toBuffer()]);
  }
  return encoded;
}

/**
 * Checks the bytes are an image we accept and not too many pixels for its kind (from the header),
 * then, in its turn, writes every variant. Returns the stored name; nothing is left behind on failure.
 */
export async function storeImageVariants(ctx: Pick<AppContext, 'storage' | 'config'>, scope: ImageScope, input: Buffer): Promise<string> {
  const maxPixels = MAX_IMAGE_PIXELS[scope];
  await acceptedHeader(input, maxPixels);
  const variants = await oneImageAtATime(ctx.config.uploadImageQueueMax, () => encodeVariants(input, maxPixels));
  const name = `${randomUUID()}.webp`;
  try {
    await Promise.all(variants.map(([variant, body]) => ctx.storage.put(`uploads/${prefix(scope)}${variant}/${name}`, body, 'image/webp')));
  } catch (err) {
    await deleteImageVariants(ctx, scope, name);
    throw err;
  }
  return name;
}

/**
 * Route config for a picture upload: each signed-in user may upload RATE_LIMIT_UPLOADS_PER_MINUTE
 * pictures a minute on the route, counted per account (not per address, which many people can share).
 * Counted after sign-in is checked, so the user is known.
 */
export function pictureUploadLimit(config: Config) {
  return {
    rateLimit: {
      max: config.rateLimits.uploadsPerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : req.ip),
    },
  };
}

/**
 * Reads and throws away what is left of a multipart body whose answer was decided before the end
 * (a refused file early in the form). A browser sends the whole body before it reads the answer, so
 * a body left unread would keep its request open for good. Past `maxBytes` (more than any accepted
 * form holds) nothing more is read and the connection is closed once the answer is sent.
 */
export function discardRestOfBody(req: FastifyRequest, reply: FastifyReply, maxBytes: number): Promise<void> {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  // The multipart parser stops pulling once its consumer does; take the stream back from it.
  raw.unpipe();
  return new Promise<void>((resolve) => {
    let read = 0;
    const done = () => {
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read <= maxBytes) return;
      raw.pause();
      reply.header('connection', 'close');
      done();
    };
    raw.on('data', onData).on('end', done).on('close', done).on('error', done);
    raw.resume();
  });
}

export async function deleteImageVariants(ctx: Pick<AppContext, 'storage'>, scope: ImageScope, name: string) {
  await Promise.all(IMAGE_VARIANTS.map((v) => ctx.storage.delete(`uploads/${prefix(scope)}${v}/${name}`)));
}

let defaultBanner: Promise<Buffer> | null = null;
function getDefaultBanner(): Promise<Buffer> {
  defaultBanner ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fdba74"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><text x="600" y="340" font-family="sans-serif" font-size="96" font-weight="700" fill="#9a3412" text-anchor="middle">Hearth</text></svg>`,
    ),
  )
    .webp({ quality: 80 })
    .toBuffer();
  return defaultBanner;
}

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const serve = (scope: ImageScope) => async (request: { params: { variant: string; name: string } }, reply: import('fastify').FastifyReply) => {
    const { variant, name } = request.params;
    if (!(IMAGE_VARIANTS as readonly string[]).includes(variant)) throw new AppError(404, 'Image not found');
    const file = NAME_PATTERN.test(name) ? await ctx.storage.get(`uploads/${prefix(scope)}${variant}/${name}`) : null;
    if (!file) {
      return reply.header('Cache-Control', 'public, max-age=300').type('image/webp').send(await getDefaultBanner());
    }
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(file.contentType).send(file.body);
  };
  app.get<{ Params: { variant: string; name: string } }>('/uploads/:variant/:name', { config: { access: 'public' } }, serve('profile'));
  app.get<{ Params: { variant: string; name: string } }>('/uploads/blog/:variant/:name', { config: { access: 'public' } }, serve('blog'));
}
