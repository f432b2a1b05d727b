import type { Bus, BusMessage } from './index';

export function createMemoryBus(): Bus {
  const handlers = new Set<(m: BusMessage) => void>();
  return {
    name: 'memory',
    async publish(message) {
      for (const h of handlers) queueMicrotask(() => h(message));
    },
    subscribe(handler) {
      handlers.add(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
