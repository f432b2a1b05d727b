import { act, fireEvent, render, screen } from '@testing-library/react';
import type { CSSProperties } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ Toaster: ({ style }: { style?: CSSProperties }) => <p style={style}>toast area</p> }));

// Each test gets a fresh module: whether the toast area was wanted is remembered per page. The
// message provider is loaded afresh with it, so both use the same next-intl.
async function loadToasts() {
  vi.resetModules();
  const [toasts, { intlWrapper }] = await Promise.all([import('./toasts'), import('@/test/intl')]);
  return { ...toasts, wrapper: intlWrapper('en') };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('Toasts', () => {
  it("waits for a visitor's first interaction before loading the toast area", async () => {
    const { Toasts, wrapper } = await loadToasts();
    render(<Toasts />, { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('toast area')).not.toBeInTheDocument();

    fireEvent.pointerDown(document.body);
    expect(await screen.findByText('toast area')).toBeInTheDocument();
  });

  it('loads it at once where AppProviders ask for it', async () => {
    const { Toasts, useToastsNow, wrapper } = await loadToasts();
    function SignedInPage() {
      useToastsNow();
      return null;
    }
    render(
      <>
        <SignedInPage />
        <Toasts />
      </>,
      { wrapper },
    );
    expect(await screen.findByText('toast area')).toBeInTheDocument();
  });

  it("draws toasts in the site's font rather than sonner's system font stack", async () => {
    const { Toasts, useToastsNow, wrapper } = await loadToasts();
    function SignedInPage() {
      useToastsNow();
      return null;
    }
    render(
      <>
        <SignedInPage />
        <Toasts />
      </>,
      { wrapper },
    );
    expect(await screen.findByText('toast area')).toHaveStyle({ fontFamily: 'var(--font-sans)' });
  });
});
