import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { buttonClassName } from '#web/components/ui/button';

/**
 * A card page whose card is not the owner's, or no longer exists: says so, and leads
 * back to the cards, instead of the unexpected-error line.
 */
export function CardNotFound() {
  return (
    <div className="rounded-lg bg-white p-10 text-center shadow-sm ring-1 ring-gray-900/5">
      <h1 className="text-xl font-semibold text-gray-900">{COPY.cardNotFound}</h1>
      <p className="mt-2 text-sm text-gray-600">{COPY.cardNotFoundDescription}</p>
      <Link to={ROUTES.home} className={buttonClassName('primary', 'mt-6')}>
        {COPY.cardEdBackToMyCards}
      </Link>
    </div>
  );
}
