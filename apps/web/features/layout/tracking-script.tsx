'use client';
// The optional tracking script: loaded TRACKING_SCRIPT_DELAY_MS after the page has
// loaded, so it never competes with the page itself. Rendered only when a URL is configured.
import { TRACKING_SCRIPT_DELAY_MS } from '@hearth/shared/constants';
import { useEffect } from 'react';

export function TrackingScript({ src }: { src: string }) {
  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        if (document.querySelector(`script[data-tracking][src="${CSS.escape(src)}"]`)) return;
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.dataset.tracking = '';
        document.body.appendChild(script);
      }, TRACKING_SCRIPT_DELAY_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(timer);
    };
  }, [src]);
  return null;
}
