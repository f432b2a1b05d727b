import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetNextAuth } from './test/session';

afterEach(() => {
  cleanup();
  // After the unmount, so no component re-renders signed out on its way out.
  resetNextAuth();
});

// Components read the session through next-auth/react: every test file gets test/session.ts's
// stand-in, signed out unless the test signs in (renderAs(role) or signInAs(role) from test/render-as).
vi.mock('next-auth/react', async () => (await import('./test/session')).nextAuthReactMock);

// Components read their words through next-intl: every render gets the English catalogue (what the
// spec's exact strings are checked against) unless a test wraps its own provider, e.g. in French
// with test/intl.tsx's `intlWrapper('fr')` or renderAs(role, ui, { locale: 'fr' }).
vi.mock('@testing-library/react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@testing-library/react')>();
  const { EnglishProvider } = await import('./test/intl');
  const withIntl = <T extends { wrapper?: React.JSXElementConstructor<{ children: React.ReactNode }> }>(options?: T) => ({
    ...options,
    wrapper: EnglishProvider(options?.wrapper),
  });
  return {
    ...actual,
    render: ((ui: React.ReactNode, options?: Parameters<typeof actual.render>[1]) => actual.render(ui, withIntl(options))) as typeof actual.render,
    renderHook: ((callback: (props: unknown) => unknown, options?: Parameters<typeof actual.renderHook>[1]) => actual.renderHook(callback, withIntl(options))) as typeof actual.renderHook,
  };
});
