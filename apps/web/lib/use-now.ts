'use client';
// The current time for what a screen shows by it (a Start button that opens at a set time, a report
// form that closes with its window), read again as the clock passes each given moment rather than
// on a fixed tick.
import { useEffect, useState } from 'react';

/** setTimeout's delay is a signed 32-bit number of milliseconds: a moment further off is reached in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Date.now(), re-read once the clock reaches each of `moments` (epoch ms) still ahead. */
export function useNow(moments: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...moments.filter((moment) => moment > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()), MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
    // `now` too: after a step short of `next` (a far moment), the timer is set again.
  }, [next, now]);
  return now;
}
