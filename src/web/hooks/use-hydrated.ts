import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders a prerendered page at build time and while it hydrates that page in
 * the browser; true from then on (and at once on a page rendered in the browser). A prerendered
 * form keeps its submit button disabled until then, so nothing is sent before the app's own
 * handler exists (a native submission would carry the fields in the request).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
