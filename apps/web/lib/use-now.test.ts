import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('reads the clock again as it passes each moment, and not before', () => {
    vi.useFakeTimers({ now: 1_000 });
    const { result } = renderHook(() => useNow([5_000, 2_000]));
    expect(result.current).toBe(1_000);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(1_000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2_000);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(5_000);
  });

  it('reaches a moment further off than one timer can wait', () => {
    vi.useFakeTimers({ now: 0 });
    const fortyDays = 40 * 86_400_000;
    const { result } = renderHook(() => useNow([fortyDays]));
    act(() => vi.advanceTimersByTime(2 ** 31 - 1));
    expect(result.current).toBeLessThan(fortyDays);
    act(() => vi.advanceTimersByTime(fortyDays - (2 ** 31 - 1)));
    expect(result.current).toBe(fortyDays);
  });

  it('stops its timer when unmounted', () => {
    vi.useFakeTimers({ now: 0 });
    const { unmount } = renderHook(() => useNow([60_000]));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
