import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and collapses the next ones into one trailing call', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 20);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(20);
    expect(calls).toEqual([1, 3]);
  });

  it('runs again at once after the interval', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 20);
    throttled(1);
    vi.advanceTimersByTime(25);
    throttled(2);
    expect(calls).toEqual([1, 2]);
  });

  it('drops the trailing call when cancelled', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 20);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(50);
    expect(calls).toEqual([1]);
  });
});
