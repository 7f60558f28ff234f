import { MESSAGES } from '#shared/messages';

/** The line a screen shows while what it needs is on its way (a query, a lazy chunk). */
export function LoadingLine({ className, role }: { className?: string; role?: 'status' }) {
  return (
    <p className={className} role={role}>
      Loading...
    </p>
  );
}

/** The line a screen shows when what it needs failed to load. */
export function LoadError({
  message = MESSAGES.unexpectedLoadError,
  className,
}: {
  message?: string;
  className?: string;
}) {
  return <p className={className ? `${className} text-red-600` : 'text-red-600'}>{message}</p>;
}

/**
 * A query's state where its data would be: the loading line while it has no answer yet, the
 * load-error line once it failed (the catalogue's load error unless the screen says otherwise),
 * and nothing once its data is in, which the screen renders itself. A screen that needs the data
 * to go on returns it early: `if (!card.isSuccess) return <QueryState query={card} />;`.
 */
export function QueryState({
  query,
  error,
  className,
}: {
  query: { isPending: boolean; isError: boolean };
  /** The error line's text, when the screen has its own. */
  error?: string;
  /** Classes for both lines (the error line adds its colour). */
  className?: string;
}) {
  if (query.isPending) return <LoadingLine className={className} />;
  if (query.isError) return <LoadError message={error} className={className} />;
  return null;
}
