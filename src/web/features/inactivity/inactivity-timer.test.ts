import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createInactivityTimer, type InactivityState } from './inactivity-timer';

describe('inactivity timer (600 s, warning at 30 s)', () => {
  let states: InactivityState[];
  let onTimeout: Mock<() => void>;
  const make = () =>
    createInactivityTimer({
      timeoutSeconds: 600,
      warningSeconds: 30,
      onChange: (state) => states.push(state),
      onTimeout,
    });
  const warnings = () => states.filter((s, i) => s.warning && !states[i - 1]?.warning).length;

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    onTimeout = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('counts down each second and shows the warning once, at 30 s left', () => {
    const timer = make();
    timer.start();
    vi.advanceTimersByTime(569_000);
    expect(timer.getState()).toEqual({ remainingSeconds: 31, warning: false });
    vi.advanceTimersByTime(1_000);
    expect(timer.getState()).toEqual({ remainingSeconds: 30, warning: true });
    vi.advanceTimersByTime(10_000);
    expect(warnings()).toBe(1);
  });

  it('fires the sign-out once at zero and stops', () => {
    const timer = make();
    timer.start();
    vi.advanceTimersByTime(600_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(timer.getState().remainingSeconds).toBe(0);
    vi.advanceTimersByTime(60_000);
    timer.activity();
    timer.extend();
    vi.advanceTimersByTime(600_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('activity resets the countdown before the warning', () => {
    const timer = make();
    timer.start();
    vi.advanceTimersByTime(500_000);
    timer.activity();
    expect(timer.getState().remainingSeconds).toBe(600);
    vi.advanceTimersByTime(500_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ignores activity while the warning shows; only extend() resets it', () => {
    const timer = make();
    timer.start();
    vi.advanceTimersByTime(580_000);
    expect(timer.getState().warning).toBe(true);
    timer.activity();
    expect(timer.getState()).toEqual({ remainingSeconds: 20, warning: true });
    timer.extend();
    expect(timer.getState()).toEqual({ remainingSeconds: 600, warning: false });
    vi.advanceTimersByTime(570_000);
    expect(warnings()).toBe(2);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
