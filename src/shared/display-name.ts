/**
 * SPEC's stand-ins for what an owner has not written yet. The editors show them as placeholders,
 * never as values; the public page prints the name's, and leaves an unwritten slogan out
 * (docs/product.md#connect-profile-editor).
 */
export const NAME_FALLBACK = 'My Name';
export const SLOGAN_FALLBACK = 'My Slogan';

/** First and last name, or 'My Name' when both are empty (docs/product.md#screens, 'My Cards'). */
export function displayName(person: { firstName: string | null; lastName: string | null }): string {
  return (
    [person.firstName, person.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || NAME_FALLBACK
  );
}
