import { shareUrl } from '#shared/cards/share-url';
import { cardMovedMessage, COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { AdminCard } from '#shared/schemas/admin';
import { appConfig } from '#web/lib/app-config';
import { notify } from '#web/lib/toasts';
import { useMoveCard } from '../api/move-card';
import { useRestoreProfile } from '../api/restore-profile';
import { useTakeDownProfile } from '../api/take-down-profile';
import { ActionButton } from './action-button';
import { optionalReason } from './action-dialog';
import { Badge } from './badge';

/** One of the account's cards: what it is, where it is public, and what an admin can do. */
export function CardRow({ card, active }: { card: AdminCard; active: boolean }) {
  const move = useMoveCard(card.id);
  const takeDown = useTakeDownProfile(card.uuid);
  const restore = useRestoreProfile(card.uuid);
  const product = card.variantTitle
    ? `${card.productTitle} (${card.variantTitle})`
    : card.productTitle;
  const link = shareUrl(appConfig.appUrl, { uuid: card.uuid, handle: card.handle, active });
  const label = card.name || product;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
          {label}
          {card.takenDownAt && <Badge tone="red">{SCREENS.consoleTakenDown}</Badge>}
        </p>
        <p className="text-gray-500">
          {product} · {SCREENS.consoleCardNumber(String(card.id))}
        </p>
        <p className="text-gray-700">
          {SCREENS.consoleHandleLabel} {card.handle ?? '—'}
        </p>
        <a href={link} className="wrap-anywhere text-brand-600 hover:text-brand-700">
          {link}
        </a>
        {card.takedownReason && (
          <p className="mt-1 text-red-700">
            {SCREENS.consoleTakenDownLabel} {card.takedownReason}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ActionButton
          label={SCREENS.consoleMove}
          title={SCREENS.consoleMoveTitle(label)}
          question={COPY.adminMoveCardQuestion}
          confirmLabel={SCREENS.consoleMoveCard}
          askEmail
          askKeepOwnerData
          run={async (input) => {
            const email = input.email ?? '';
            const result = await move.mutateAsync({
              email,
              ...optionalReason(input),
              keepOwnerData: input.keepOwnerData === true,
            });
            notify.success(cardMovedMessage(email, result.invited));
          }}
        />
        {card.takenDownAt ? (
          <ActionButton
            label={SCREENS.consoleRestoreProfile}
            title={SCREENS.consoleRestoreTitle(label)}
            question={COPY.adminRestoreQuestion}
            confirmLabel={SCREENS.consoleRestore}
            run={async (input) => {
              await restore.mutateAsync(optionalReason(input));
              notify.success(COPY.adminProfileRestored);
            }}
          />
        ) : (
          <ActionButton
            label={SCREENS.consoleTakeDownProfile}
            variant="danger"
            destructive
            reasonRequired
            title={SCREENS.consoleTakeDownTitle(label)}
            question={COPY.adminTakeDownQuestion}
            confirmLabel={SCREENS.consoleTakeDown}
            run={async (input) => {
              await takeDown.mutateAsync({ reason: input.reason ?? '' });
              notify.success(COPY.adminProfileTakenDown);
            }}
          />
        )}
      </div>
    </li>
  );
}
