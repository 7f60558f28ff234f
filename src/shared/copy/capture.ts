// The capture screen's sentences with a count (docs/product.md#capture), in a module of their
// own: only lazy screens use them, so the chunk of ../copy.ts, which /login loads, does not
// carry them.

/** The capture screen's count of leads kept on the phone (docs/product.md#capture). */
export function leadsWaitingMessage(count: number): string {
  return `${count} ${count === 1 ? 'lead' : 'leads'} waiting to upload`;
}

/** Asked before a sign-out by the person while leads wait on the phone. */
export function signOutDiscardLeadsQuestion(count: number): string {
  return count === 1
    ? '1 lead is waiting to upload. Sign out and discard it?'
    : `${count} leads are waiting to upload. Sign out and discard them?`;
}
