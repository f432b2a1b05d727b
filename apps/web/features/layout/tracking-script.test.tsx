import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackingScript } from './tracking-script';

afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('script[data-tracking]').forEach((s) => s.remove());
});

describe('TrackingScript', () => {
  it('adds the script two seconds after the page has loaded, once', () => {
    vi.useFakeTimers();
    const src = 'https://analytics.example/t.js';
    render(<TrackingScript src={src} />);
    vi.advanceTimersByTime(1999);
    expect(document.querySelector('script[data-tracking]')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
  });
});
