// Work a page can do without: started once the page has loaded and the main thread is idle, so it
// never competes with the first paint or hydration.

/** How long to wait for an idle moment before running the task anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` after the load event, at the next idle moment; returns a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else timer = window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    window.clearTimeout(timer);
  };
}
