// The chat settings, read from the server's environment (the browser's is empty). next.config.ts
// loads this file too, so it stays free of React and of the '@/' alias.
export { chatSettings } from './chat-settings';
