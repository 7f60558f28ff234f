// The capture screen's sentences with a count (docs/product.md#capture), imported from here
// directly: only lazy screens use them, so the chunk of ../copy.ts, which /login loads, does not
// carry them.
export { leadsWaitingMessage, signOutDiscardLeadsQuestion } from './sentences/capture-values';
