import type { MetadataRoute } from 'next';

/** The web app manifest (/manifest.webmanifest): with public/sw.js it makes Hearth installable. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Hearth',
    short_name: 'Hearth',
    description: 'Book vetted local professionals for cleaning, moving, handyman, lawn care, plumbing and more.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-CA',
    categories: ['lifestyle', 'business'],
    // brand-700, as the root layout's theme colour.
    theme_color: '#c2410c',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
