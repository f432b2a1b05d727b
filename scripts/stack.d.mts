// Types for the journeys (TypeScript) that start servers with stack.mjs.
export interface WebServer {
  webUrl: string;
  /** Resolves once the server answers; rejects if it exits first. */
  ready: Promise<void>;
  /** Stops it and waits until its processes are gone. */
  stop(): Promise<void>;
}
export function startWeb(options: { webPort: number; apiUrl: string; env?: Record<string, string> }): WebServer;
