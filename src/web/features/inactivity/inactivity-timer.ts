import { INACTIVITY_TICK_MS } from '#shared/constants';

export interface InactivityTimerOptions {
  timeoutSeconds: number;
  warningSeconds: number;
  /** Called on every change of the remaining seconds or of the warning. */
  onChange(state: InactivityState): void;
  /** Called once, when the countdown reaches zero. */
  onTimeout(): void;
}

export interface InactivityState {
  remainingSeconds: number;
  warning: boolean;
}

/**
 * docs/product.md#inactivity-sign-out: counts down each second from the timeout; at
 * `warningSeconds` left the warning shows once; at zero the sign-out fires once and the timer
 * stops. Activity resets the countdown, except while the warning shows or after time-out, when only
 * an explicit `extend()` (the dialog's button or closing it) does.
 */
export function createInactivityTimer(options: InactivityTimerOptions) {
  let remaining = options.timeoutSeconds;
  let warning = false;
  let timedOut = false;
  let interval: ReturnType<typeof setInterval> | undefined;

  const publish = () => options.onChange({ remainingSeconds: remaining, warning });

  const tick = () => {
    if (timedOut) return;
    remaining = Math.max(remaining - 1, 0);
    if (!warning && remaining <= options.warningSeconds && remaining > 0) warning = true;
    if (remaining === 0) {
      timedOut = true;
      warning = false;
      stop();
      publish();
      options.onTimeout();
      return;
    }
    publish();
  };

  function start() {
    if (interval !== undefined || timedOut) return;
    interval = setInterval(tick, INACTIVITY_TICK_MS);
  }

  function stop() {
    if (interval !== undefined) clearInterval(interval);
    interval = undefined;
  }

  function restartCountdown() {
    remaining = options.timeoutSeconds;
    warning = false;
    // Restart the interval so a full second passes before the next tick.
    stop();
    start();
    publish();
  }

  return {
    start,
    stop,
    /** Mouse move, key press, click, scroll: ignored while warning or after time-out. */
    activity() {
      if (warning || timedOut) return;
      if (remaining === options.timeoutSeconds) return;
      restartCountdown();
    },
    /** "I'm still here!" or closing the dialog. */
    extend() {
      if (timedOut) return;
      restartCountdown();
    },
    getState: (): InactivityState => ({ remainingSeconds: remaining, warning }),
  };
}

export type InactivityTimer = ReturnType<typeof createInactivityTimer>;
