/** SPEC §2/§3 fall-back: first and last name, or 'My Name' when both are empty. */
export function displayName(person: { firstName: string | null; lastName: string | null }): string {
  return (
    [person.firstName, person.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || 'My Name'
  );
}
