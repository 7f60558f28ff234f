/**
 * What Home's getting-started checklist cannot read from the server (docs/product.md#card-tab):
 * that the owner opened a card's share screen, and looked at what Connect adds. Kept in this
 * browser; the server's answers (a photo, the details, a visit to the card, a handle) count
 * everywhere.
 */
export type OnboardingStep = 'opened-share' | 'saw-connect';

const key = (step: OnboardingStep) => `onboarding:${step}`;

export function markOnboardingStep(step: OnboardingStep) {
  try {
    localStorage.setItem(key(step), '1');
  } catch {
    // Storage refused (private mode): the step counts by the server's answers alone.
  }
}

export function onboardingStepDone(step: OnboardingStep): boolean {
  try {
    return localStorage.getItem(key(step)) === '1';
  } catch {
    return false;
  }
}
