import { chargeTodayTerms } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { Button } from '#web/components/ui/button';
import { formatCents } from '#web/lib/subscription-state';

/**
 * 'Submit', with what it charges beside it (docs/product.md#screens), so nobody pays without seeing
 * the amount.
 */
export function SubmitWithPrice({
  disabled,
  amountCents,
  renews = false,
}: {
  disabled: boolean;
  amountCents: number;
  /** A subscription's own form (/subscribe): the terms that follow the first charge too. */
  renews?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-4 border-t border-gray-200 pt-4">
      {renews ? (
        <p className="text-sm font-medium text-gray-900">
          {chargeTodayTerms(formatCents(amountCents))}
        </p>
      ) : (
        <p className="text-sm text-gray-700">
          {SCREENS.upgradeDueToday}{' '}
          <span className="font-semibold text-gray-900">{formatCents(amountCents)}</span>
        </p>
      )}
      <Button type="submit" className="min-w-32" disabled={disabled}>
        {SCREENS.upgradeSubmit}
      </Button>
    </div>
  );
}
