import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // The server-rendering test runs without a DOM.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
