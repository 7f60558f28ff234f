/**
 * A card's permanent address code, /c/{code} (decision 031): 8 characters of a-z and 0-9. The
 * database draws it (migration 0014's new_card_code()); this is the rule the route checks a
 * key against before any lookup. Upper case is accepted and read as lower case, so a code
 * typed from a printed card in capitals still opens it.
 */
export const CARD_CODE_LENGTH = 8;
export const CARD_CODE_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

const CARD_CODE = /^[0-9a-z]{8}$/i;

export function isCardCode(value: string): boolean {
  return CARD_CODE.test(value);
}
