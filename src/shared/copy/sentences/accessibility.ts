// The accessibility statement (GET /accessibility, docs/product.md#accessibility-statement): what
// the product conforms to, as its own axe and keyboard runs test it, what is known not to conform,
// and how to report a barrier. Linked from the foot of every page.
import { icu } from './language';

export const accessibilityTitle = 'Accessibility statement';
export const accessibilityIntro =
  'Catalyst Connect should work for everyone: the people who own the cards, their teams, and every visitor who opens a card’s page. This statement covers the public profile pages, the owner app and the signed-out screens at this address.';
export const accessibilityConformanceHeading = 'How accessible it is';
export const accessibilityConformance =
  'We aim for level AA of the Web Content Accessibility Guidelines (WCAG) 2.2. Before each release, every screen is checked with axe-core’s automated WCAG 2.0 and 2.1 A and AA rules, at phone and desktop widths, in light and dark themes, and must show no serious or critical finding; each screen is also used with the keyboard alone, and every control must be reachable and show where the focus is.';
export const accessibilityPartial =
  'Automated checks cannot judge everything, so the product partially conforms to WCAG 2.2 AA: the exceptions we know of are listed below.';
export const accessibilityLanguagesHeading = 'Languages';
export const accessibilityLanguages =
  'Pages are shown in the visitor’s language when it is one of nine we speak, and right to left for Arabic. A language menu at the foot of each public page switches it.';
export const accessibilityKnownHeading = 'What is known not to conform';
export const accessibilityKnownOwnerWords =
  'The words a card’s owner writes (name, title, slogan, button labels) are not marked with their own language, so a screen reader may read them with the page’s pronunciation (WCAG 3.1.2).';
export const accessibilityKnownImages =
  'A photo or logo is described by the person’s or the company’s name, not by what it shows.';
export const accessibilityKnownCamera =
  'Reading a paper card or a badge with the camera needs sight; every field it fills can be typed instead.';
export const accessibilityKnownThirdParty =
  'Payment, invoices and company sign-in open pages of the payment provider and of your identity provider, which follow their own accessibility statements.';
export const accessibilityReportHeading = 'Report a barrier';
export const accessibilityReport = icu<[email: string]>(
  'If something stops you from using a page or a screen, write to {email} with the page’s address and what happened. We reply to every report.',
  'email',
);
export const accessibilityReviewed = icu<[date: number]>(
  'This statement was last reviewed on {date, date, long}.',
  'date',
);
export const accessibilityKnownTargetSize =
  'Some checkboxes and small links are smaller than the 24 by 24 pixels WCAG 2.2 asks of a target (2.5.8); the automated checks do not yet include that rule.';
