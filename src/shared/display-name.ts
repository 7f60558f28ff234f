import { MESSAGES } from './messages';

/** First and last name, or 'My Name' when both are empty (docs/product.md#screens, 'My Cards'). */
export function displayName(person: { firstName: string | null; lastName: string | null }): string {
  return (
    [person.firstName, person.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || MESSAGES.nameFallback
  );
}
