// The chat session id, kept in localStorage so a reload continues the same conversation, and the ids it is made from.

export const sessionStorageKey = 'hearth-chat/sessionId';

export function readStoredSessionId(): string | null {
  return window.localStorage.getItem(sessionStorageKey);
}

export function storeSessionId(sessionId: string): void {
  window.localStorage.setItem(sessionStorageKey, sessionId);
}

export function randomUuid(): string {
  // randomUUID exists only in secure contexts; a QA host served over plain http still needs an id.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
