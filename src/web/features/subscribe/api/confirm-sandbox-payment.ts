import { useMutation } from '@tanstack/react-query';
import type { SandboxCardPayment } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

/** The sandbox's confirmPayment: the test card goes to the sandbox provider's own endpoint. */
export async function confirmSandboxPayment(body: SandboxCardPayment): Promise<{ status: string }> {
  return expectBody(await api.post<{ status: string }>('sandbox-payments/confirm', body));
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
