import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

const secondsUntil = (time: number) => Math.max(0, Math.ceil((time - Date.now()) / 1000));

/**
 * Seconds left of a countdown that starts on mount; restart() starts it again.
 * Measured against the clock rather than counted in ticks, so a throttled background tab
 * still shows the right time when it wakes up. `firstEndsAt` (epoch ms) ends the first run at a
 * time given from elsewhere, e.g. a code sent before the page was reloaded; restarts last `seconds`.
 */
export function useCountdown(seconds: number, firstEndsAt?: number) {
  const [firstEnd] = useState(firstEndsAt);
  const [remaining, setRemaining] = useState(() => (firstEnd === undefined ? seconds : secondsUntil(firstEnd)));
  const [run, setRun] = useState(0);

  useEffect(() => {
    const endsAt = run === 0 && firstEnd !== undefined ? firstEnd : Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = secondsUntil(endsAt);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [seconds, run, firstEnd]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setRun((n) => n + 1);
  }, [seconds]);

  return { remaining, restart };
}

/** 60 → "01:00", 5 → "00:05" (mm:ss). */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
