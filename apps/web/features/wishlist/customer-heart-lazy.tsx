'use client';
// The customer heart from a chunk of its own (like AppProvidersLazy): the server component that picks
// a heart imports both kinds, and a static import would put the query and session code on every
// visitor's first load. The placeholder keeps the heart's place while the chunk loads.
import dynamic from 'next/dynamic';

export const CustomerHeartLazy = dynamic(() => import('./customer-heart').then((m) => m.CustomerHeart), {
  loading: () => <span aria-hidden="true" className="inline-block size-11" />,
});
