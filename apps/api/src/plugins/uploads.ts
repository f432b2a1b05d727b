// Public images: decoded and re-encoded by sharp (so only real images survive), stored once in the
// six variants of spec §9 and served from /uploads/<variant>/<name> (blog images under /uploads/blog/…)
// with long cache headers. A missing file gets the default banner instead of a broken image.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { IMAGE_VARIANTS, type ImageVariant } from '@hearth/shared/constants';
import type { ImageUrls } from '@hearth/shared/api-types';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { AppError } from './errors';

/** Width in pixels of each variant; `blur` is a tiny blurred placeholder. */
const VARIANT_WIDTHS: Record<ImageVariant, number> = { blur: 24, exsmall: 96, thumbnail: 200, small: 400, medium: 800, large: 1600 };
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const NAME_PATTERN = /^[0-9a-f-]{36}\.webp$/;

/** 'blog' images live under their own sub-path (spec §3); everything else at the top. */
export type ImageScope = 'profile' | 'catalog' | 'blog';
const prefix = (scope: ImageScope) => (scope === 'blog' ? 'blog/' : '');

export function imageUrls(config: Config, scope: ImageScope, name: string): ImageUrls {
  const urls = {} as ImageUrls;
  for (const v of IMAGE_VARIANTS) urls[v] = `${config.publicApiUrl}/uploads/${prefix(scope)}${v}/${name}`;
  return urls;
}

export const IMAGE_TYPE_MESSAGE = 'Upload a PNG, JPEG, GIF or WebP image';

/** Refuses (415) bytes that sharp cannot read as a PNG, JPEG, GIF or WebP, whatever the file is called. */
export async function assertAcceptedImage(input: Buffer, field?: string): Promise<void> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError(415, IMAGE_TYPE_MESSAGE, field ? { [field]: IMAGE_TYPE_MESSAGE } : undefined);
  }
}

/** Checks the bytes are an image we accept, then writes every variant. Returns the stored name. */
export async function storeImageVariants(ctx: Pick<AppContext, 'storage'>, scope: ImageScope, input: Buffer): Promise<string> {
  await assertAcceptedImage(input);
  const name = `${randomUUID()}.webp`;
  await Promise.all(
    IMAGE_VARIANTS.map(async (variant) => {
      let pipeline = sharp(input, { limitInputPixels: 50_000_000 }).rotate().resize({ width: VARIANT_WIDTHS[variant], withoutEnlargement: true });
      if (variant === 'blur') pipeline = pipeline.blur(2);
      const body = await pipeline.webp({ quality: variant === 'blur' ? 40 : 80 }).toBuffer();
      await ctx.storage.put(`uploads/${prefix(scope)}${variant}/${name}`, body, 'image/webp');
    }),
  );
  return name;
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
