/**
 * The one-time 'Your Connect profile is unlocked' banner on home (docs/product.md#card-tab): the
 * confirmation screen marks it when the payment is confirmed, and home clears the mark the first
 * time it shows it, so it appears once in this browser. It lives here because the two screens are
 * in different features.
 */
const KEY = 'connectUnlockedBanner';

export function markConnectUnlocked() {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the toast still said it.
  }
}

/** Whether the banner is due (read while rendering; clearConnectUnlocked() once it is shown). */
export function connectUnlockedDue(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function clearConnectUnlocked() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
