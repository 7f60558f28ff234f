import { Fragment, isValidElement, type ReactNode } from 'react';

// Private-use characters around a value's position: no sentence of the catalogue writes them.
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * A catalogue sentence with elements in it (a bold e-mail address, a link): the sentence is
 * said with a marker where each element goes, then the markers are swapped for the elements,
 * so every language keeps its own word order. Values that are not elements (a count for a
 * plural) are passed as they are.
 */
export function sentenceWith<Values extends (string | number)[]>(
  sentence: (...values: Values) => string,
  ...values: { [K in keyof Values]: Values[K] | ReactNode }
): ReactNode {
  const said = values.map((value, index) =>
    isValidElement(value) ? `${OPEN}${index}${CLOSE}` : value,
  ) as Values;
  const parts = sentence(...said).split(new RegExp(`${OPEN}(\\d+)${CLOSE}`));
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{values[Number(part)] as ReactNode}</Fragment>,
  );
}
