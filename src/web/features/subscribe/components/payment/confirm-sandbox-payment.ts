import { useMutation } from '@tanstack/react-query';
import { SandboxPaymentResult, type SandboxCardPayment } from '#shared/schemas/billing';
import { api } from '#web/lib/api';

/** The sandbox's confirmPayment: the test card goes to the sandbox provider's own endpoint. */
export async function confirmSandboxPayment(
  body: SandboxCardPayment,
): Promise<SandboxPaymentResult> {
  return api.post('sandbox-payments/confirm', body, SandboxPaymentResult);
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
