import { COPY } from '../copy';

/** First and last name, or 'My Name' when both are empty (docs/product.md#screens, 'My Cards'). */
export function displayName(person: { firstName: string | null; lastName: string | null }): string {
  return (
    [person.firstName, person.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || COPY.nameFallback
  );
}

/** A person's first and last name, or their e-mail address when they gave none (team screens). */
export function nameOrEmail(person: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}
