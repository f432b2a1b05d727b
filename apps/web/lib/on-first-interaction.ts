// Code a visitor who only reads never needs (the toast area, the navigation progress bar) loads at
// their first sign of activity instead of with the page. Moving the pointer, scrolling, touching,
// focusing or pressing a key all come before any click or submit, so it is there in time.
// (Loading it "on idle" instead would not spare anything in Lighthouse, whose simulation runs every
// task as soon as it can: see docs/decisions/008.)

const ACTIVITY = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'focusin', 'keydown'] as const;

/** Runs `task` once, at the visitor's first activity; returns a function that cancels it. */
export function onFirstInteraction(task: () => void): () => void {
  const run = () => {
    stop();
    task();
  };
  const stop = () => {
    for (const type of ACTIVITY) window.removeEventListener(type, run, true);
  };
  for (const type of ACTIVITY) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
