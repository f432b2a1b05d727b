// An image served by the API in its variants: a responsive srcset over small/medium/large
// and the blurred variant underneath while it loads. A server component: the default-banner
// fallback is one document-level listener (ImageFallbackScript), not a hydrated
// component per picture, and it also catches failures that happen before the page is interactive.
import type { ImageUrls } from '@hearth/shared/wire';
import clsx from 'clsx';

export const DEFAULT_BANNER = '/images/default-banner.svg';

interface ApiImageProps {
  image: ImageUrls | null;
  alt: string;
  /** Intrinsic size, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** Which width the image takes in the layout, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  /** The page's main image: loaded at once with high priority (it is the LCP element). */
  priority?: boolean;
  className?: string;
}

export function ApiImage({ image, alt, width, height, sizes, priority = false, className }: ApiImageProps) {
  const common = { alt, width, height, decoding: 'async' as const, loading: priority ? ('eager' as const) : ('lazy' as const), className: clsx('bg-brand-50 object-cover', className) };
  if (!image) return <img {...common} alt={alt} src={DEFAULT_BANNER} />;
  return (
    <img
      {...common}
      alt={alt}
      src={image.medium}
      srcSet={`${image.small} 400w, ${image.medium} 800w, ${image.large} 1600w`}
      sizes={sizes}
      fetchPriority={priority ? 'high' : undefined}
      data-fallback={DEFAULT_BANNER}
      style={{ backgroundImage: `url(${image.blur})`, backgroundSize: 'cover' }}
    />
  );
}

/** Swaps any API image that fails to load for the default banner. Rendered once, early in the body. */
export const IMAGE_FALLBACK_SCRIPT = `document.addEventListener('error',function(e){var t=e.target;if(t instanceof HTMLImageElement&&t.dataset.fallback){var f=t.dataset.fallback;delete t.dataset.fallback;t.removeAttribute('srcset');t.src=f}},true)`;

/** `nonce`: the request's CSP script nonce (lib/security-headers.ts). */
export function ImageFallbackScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />;
}
