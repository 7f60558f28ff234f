import { COPY } from '#shared/copy';
/** Shown until the session is known (docs/product.md#web-client, start-up). */
export function LoadingGate() {
  return (
    <div
      className="flex h-full min-h-screen items-center justify-center"
      role="status"
      aria-live="polite"
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-gray-200 border-t-brand-500"
        aria-hidden="true"
      />
      <span className="sr-only">{COPY.appLoading}</span>
    </div>
  );
}
