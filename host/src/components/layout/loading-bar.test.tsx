import { act, renderHook } from '@testing-library/react';
import { LOADING_DELAY_MS, useDelayedFlag } from './loading-bar';

describe('loading indicator delay (200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows only when the work lasts longer than 200 ms, and hides when it ends', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), { initialProps: { active: true } });
    expect(LOADING_DELAY_MS).toBe(200);
    act(() => jest.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('a quick change never shows it', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), { initialProps: { active: true } });
    act(() => jest.advanceTimersByTime(150));
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
