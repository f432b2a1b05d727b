import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './navigation-progress';

vi.mock('nextjs-toploader', () => ({ default: ({ color }: { color: string }) => <p>progress bar {color}</p> }));

describe('NavigationProgress', () => {
  it("loads the orange bar at the visitor's first activity, not with the page", async () => {
    render(<NavigationProgress />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/progress bar/)).not.toBeInTheDocument();

    fireEvent.scroll(window);
    expect(await screen.findByText('progress bar #ea580c')).toBeInTheDocument();
  });
});
