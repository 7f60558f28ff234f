import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { Logo } from './logo';

function describe(error: unknown): string {
  // The status too ('403 Admins only', '404 Not Found'): support asks for it first.
  if (isRouteErrorResponse(error))
    return [error.status, error.statusText].filter(Boolean).join(' ');
  if (error instanceof Error) return error.message;
  return COPY.unknownError;
}

/** The generic error screen (docs/product.md#error-screen): thrown errors and unknown routes. */
export function ErrorPage() {
  const error = useRouteError();
  // An address the app does not have, or an area for staff, is not an unexpected error: each
  // says so plainly.
  const status = isRouteErrorResponse(error) ? error.status : null;
  const explanation =
    status === 404
      ? COPY.pageNotFound
      : status === 403
        ? COPY.staffOnlyArea
        : COPY.unexpectedErrorOccurred;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-gray-50 px-6 text-center">
      <Logo className="mb-4" />
      <h1 className="text-4xl font-bold text-gray-900">{COPY.appOops}</h1>
      <p className="text-gray-600">{explanation}</p>
      <p className="text-gray-500">
        <i>{describe(error)}</i>
      </p>
      <Link to={ROUTES.home} className="font-semibold text-brand-600 hover:text-brand-700">
        {COPY.appGoBackToHome}
      </Link>
    </main>
  );
}
