import type { ReactNode } from 'react';
import { COPY } from '#shared/copy';
import { ApiError } from '#web/lib/api-client';

/** The line a screen shows while what it needs is on its way (a query, a lazy chunk). */
export function LoadingLine({ className, role }: { className?: string; role?: 'status' }) {
  return (
    <p className={className} role={role}>
      {COPY.appLoading}
    </p>
  );
}

/** The line a screen shows when what it needs failed to load, with 'Try again' when it can. */
export function LoadError({
  message = COPY.unexpectedLoadError,
  className,
  onRetry,
}: {
  message?: string;
  className?: string;
  onRetry?: (() => void) | undefined;
}) {
  const line = (
    <p className={className ? `${className} text-red-600` : 'text-red-600'}>{message}</p>
  );
  if (!onRetry) return line;
  return (
    <div role="alert">
      {line}
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-md bg-white px-3 py-2 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50"
      >
        {COPY.appTryAgain}
      </button>
    </div>
  );
}

/**
 * A query's state where its data would be: the loading line while it has no answer yet, the
 * load-error line once it failed (the catalogue's load error unless the screen says otherwise),
 * and nothing once its data is in, which the screen renders itself. A screen that needs the data
 * to go on returns it early: `if (!card.isSuccess) return <QueryState query={card} />;`. A screen
 * whose waiting or failure reads otherwise (a titled card, an alert) passes `loading` and `failed`.
 */
export function QueryState({
  query,
  error,
  className,
  notFound,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean; error?: unknown; refetch?: () => unknown };
  /** The error line's text, when the screen has its own. */
  error?: string;
  /** Classes for both lines (the error line adds its colour). */
  className?: string;
  /** What the screen shows when the server says there is no such thing (404). */
  notFound?: ReactNode;
  /** What the screen shows while the query has no answer, instead of the loading line. */
  loading?: ReactNode;
  /** What the screen shows once the query failed, instead of the load-error line. */
  failed?: (error: unknown) => ReactNode;
}) {
  if (query.isPending) return loading ?? <LoadingLine className={className} />;
  if (!query.isError) return null;
  if (failed) return failed(query.error);
  if (notFound && query.error instanceof ApiError && query.error.status === 404) return notFound;
  const retry = query.refetch;
  return (
    <LoadError
      message={error}
      className={className}
      onRetry={retry ? () => void retry() : undefined}
    />
  );
}
