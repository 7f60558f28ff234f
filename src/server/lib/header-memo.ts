import { LRUCache } from 'lru-cache';

/** Longer header values are parsed every time: a client cannot fill the memory with them. */
const REMEMBERED_LENGTH = 256;

/**
 * A request header's parsed answer, remembered per value (browsers send only a few values of
 * Accept-Language or Accept-Encoding), so a read answered from memory does not parse it again.
 * Several values of one header are joined with commas, as HTTP allows.
 */
export function rememberedByHeader<T extends NonNullable<unknown>>(
  parse: (value: string) => T,
): (header: string | string[]) => T {
  const answers = new LRUCache<string, T>({ max: 1_000 });
  return (header) => {
    const value = Array.isArray(header) ? header.join(',') : header;
    if (value.length > REMEMBERED_LENGTH) return parse(value);
    let answer = answers.get(value);
    if (answer === undefined) answers.set(value, (answer = parse(value)));
    return answer;
  };
}
