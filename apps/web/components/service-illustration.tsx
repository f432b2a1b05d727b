// A service's or category's picture: the image an admin uploaded wins; otherwise the drawn
// illustration of the service, else of its category, else the generic house (so a service added
// in the admin still gets a picture). `tone` picks the variant for the surface it sits on: the
// site's surfaces are light, 'dark' is for dark panels, and 'auto' follows the reader's colour
// scheme for a surface that does too.
import type { ImageUrls } from '@hearth/shared/wire';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { ApiImage } from '@/components/api-image';
import { illustrationFor } from './illustrations';

interface ServiceIllustrationProps {
  slug?: string;
  categorySlug?: string;
  /** An uploaded picture from the API; shown instead of any illustration. */
  image?: ImageUrls | null;
  /** The uploaded picture's alt; the illustrations describe themselves. */
  imageAlt?: string;
  /** Next to a label that already says what it shows: the picture is skipped by screen readers. */
  decorative?: boolean;
  tone?: 'light' | 'dark' | 'auto';
  width: number;
  height: number;
  /** How wide an uploaded picture is laid out (its srcset); the drawings scale without one. */
  sizes?: string;
  priority?: boolean;
  className?: string;
}

export function ServiceIllustration({ slug, categorySlug, image, imageAlt = '', decorative = false, tone = 'light', width, height, sizes, priority = false, className }: ServiceIllustrationProps) {
  const t = useTranslations('illustrations');
  if (image) return <ApiImage image={image} alt={decorative ? '' : imageAlt} width={width} height={height} sizes={sizes ?? `${width}px`} priority={priority} className={className} />;
  const art = illustrationFor(slug, categorySlug);
  const img = (
    <img
      src={tone === 'dark' ? art.dark : art.light}
      alt={decorative ? '' : t(art.altKey)}
      width={width}
      height={height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={clsx('object-cover', tone === 'dark' ? 'bg-slate-900' : 'bg-slate-50', className)}
    />
  );
  if (tone !== 'auto') return img;
  return (
    <picture className="contents">
      <source media="(prefers-color-scheme: dark)" srcSet={art.dark} />
      {img}
    </picture>
  );
}

/** A category's illustration, for category tiles and section headings. */
export function CategoryIllustration({ slug, ...props }: Omit<ServiceIllustrationProps, 'slug' | 'categorySlug' | 'image' | 'imageAlt'> & { slug: string }) {
  return <ServiceIllustration categorySlug={slug} {...props} />;
}
