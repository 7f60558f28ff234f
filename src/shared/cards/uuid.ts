const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid in its text form; a cheap check before a value reaches a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
