import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import {
  TeamBillingDetailsBody,
  type PaymentMethodSummary,
  type TeamBillingDetails,
} from '#shared/schemas/billing';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { useSaveTeamBillingDetails, useTeamBillingDetails } from '../api/team-billing';

function describeCard(card: PaymentMethodSummary | null): string {
  if (!card) return SCREENS.teamNoneOnFile;
  const brand = card.brand
    ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)
    : SCREENS.teamPaymentCard;
  if (!card.expMonth || !card.expYear) return SCREENS.teamCardEnding(brand, card.last4);
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
  return SCREENS.teamCardEndingExpiring(brand, card.last4, expiry);
}

/**
 * What the team's invoices print (the billing e-mail, the VAT number) and the card that pays;
 * the owner changes the first two, an admin reads them.
 */
export function TeamBillingDetailsPanel({ teamId, owner }: { teamId: string; owner: boolean }) {
  const details = useTeamBillingDetails(teamId, true);
  if (!details.isSuccess) return <QueryState query={details} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">
        {SCREENS.teamPaymentMethodLabel}{' '}
        <strong data-testid="payment-method">{describeCard(details.data.paymentMethod)}</strong>
      </p>
      {owner ? (
        <DetailsForm teamId={teamId} details={details.data} />
      ) : (
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-gray-600">{SCREENS.teamBillingEMail}</dt>
            <dd className="font-semibold break-all text-gray-900">{details.data.email}</dd>
          </div>
          <div>
            <dt className="text-gray-600">{SCREENS.teamVatNumber}</dt>
            <dd className="font-semibold text-gray-900">
              {details.data.vatId ?? SCREENS.teamNone}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}

function DetailsForm({ teamId, details }: { teamId: string; details: TeamBillingDetails }) {
  const save = useMutationForm(useSaveTeamBillingDetails(teamId));
  const form = useForm<z.input<typeof TeamBillingDetailsBody>, unknown, TeamBillingDetailsBody>({
    resolver: zodResolver(TeamBillingDetailsBody),
    defaultValues: { email: details.email, vatId: details.vatId ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await save.run(values, (saved) => {
      form.reset({ email: saved.email, vatId: saved.vatId ?? '' });
      notify.success(COPY.teamBillingDetailsSaved);
    });
  });
  return (
    <form
      aria-label={SCREENS.teamBillingDetails}
      onSubmit={(event) => void submit(event)}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      noValidate
    >
      <FormField
        label={SCREENS.teamBillingEMail}
        type="email"
        autoComplete="email"
        hint={SCREENS.teamBillingEmailHint}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label={SCREENS.teamVatNumber}
        autoComplete="off"
        placeholder="DE123456789"
        hint={SCREENS.teamVatNumberHint}
        error={errors.vatId?.message}
        {...form.register('vatId')}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={save.busy} label={SCREENS.teamSaveBillingDetails} />
      </div>
    </form>
  );
}
