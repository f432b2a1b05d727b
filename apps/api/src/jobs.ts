// The API's background work, started and stopped in one place: the outbox worker (side effects
// written by requests) and the booking sweeper (what becomes due with time). Both start once the app
// is ready and stop before the bus and database they use close.
import type { AppContext } from './context';
import { startBookingSweeper } from './modules/bookings';

export interface BackgroundJobs {
  start(): void;
  /** The sweeper first: a round under way may still write outbox rows, which a stopped outbox keeps for later. */
  stop(): Promise<void>;
}

export function backgroundJobs(ctx: AppContext): BackgroundJobs {
  let sweeper: ReturnType<typeof startBookingSweeper> | null = null;
  return {
    start() {
      ctx.outbox.start();
      sweeper ??= startBookingSweeper(ctx);
    },
    async stop() {
      await sweeper?.stop();
      sweeper = null;
      await ctx.outbox.stop();
    },
  };
}
