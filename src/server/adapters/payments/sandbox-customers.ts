import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { sandboxCustomers, sandboxInvoices, sandboxSubscriptions } from '#server/db/schema';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { newSandboxId, SANDBOX_INVOICE_PAGE_PATH, type SandboxSettings } from './sandbox-settings';

/** The sandbox's customers: who pays, their billing details and their invoices. */
export function sandboxCustomerMethods(
  settings: SandboxSettings,
): Pick<
  PaymentProvider,
  | 'createCustomer'
  | 'deleteCustomer'
  | 'listInvoices'
  | 'readBillingDetails'
  | 'updateBillingDetails'
> {
  const { db } = settings.database;
  const newId = (prefix: string) => newSandboxId(settings, prefix);
  return {
    async createCustomer({ email, name, idempotencyKey: _key, ...of }) {
      const owner =
        'teamId' in of
          ? { column: sandboxCustomers.teamId, values: { teamId: of.teamId } }
          : { column: sandboxCustomers.userId, values: { userId: of.userId } };
      await db
        .insert(sandboxCustomers)
        .values({ id: newId('cus'), email, name: name || null, ...owner.values })
        .onConflictDoNothing({ target: owner.column });
      const [customer] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(owner.column, 'teamId' in of ? of.teamId : of.userId));
      if (!customer) throw new PaymentProviderError('Sandbox customer was not stored');
      return customer.id;
    },

    // Its subscriptions go with it (a cascade), as Stripe's deletion cancels them.
    async deleteCustomer(customerId) {
      await db.delete(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    },

    async listInvoices(customerId) {
      const rows = await db
        .select()
        .from(sandboxInvoices)
        .where(eq(sandboxInvoices.customerId, customerId))
        .orderBy(desc(sandboxInvoices.createdAt), desc(sandboxInvoices.number))
        .limit(24);
      return rows.map((row) => ({
        id: row.id,
        number: row.number,
        createdAt: row.createdAt,
        amountCents: row.amountCents,
        currency: 'usd',
        status: 'paid',
        url: `${settings.appUrl}${SANDBOX_INVOICE_PAGE_PATH}/${row.id}`,
        pdfUrl: null,
      }));
    },

    async readBillingDetails({ customerId, subscriptionId }) {
      const [customer] = await db
        .select()
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, customerId));
      if (!customer) throw new PaymentProviderError(`No such customer: '${customerId}'`);
      // The card that paid the subscription, else the last card the customer paid with.
      const [paid] = await db
        .select({ last4: sandboxSubscriptions.cardLast4 })
        .from(sandboxSubscriptions)
        .where(
          and(
            eq(sandboxSubscriptions.customerId, customerId),
            isNotNull(sandboxSubscriptions.cardLast4),
            ...(subscriptionId ? [eq(sandboxSubscriptions.id, subscriptionId)] : []),
          ),
        )
        .orderBy(desc(sandboxSubscriptions.updatedAt))
        .limit(1);
      return {
        email: customer.email,
        vatId: customer.vatId,
        paymentMethod: paid?.last4
          ? { brand: null, last4: paid.last4, expMonth: null, expYear: null }
          : null,
      };
    },

    async updateBillingDetails({ customerId, email, vatId }) {
      const updated = await db
        .update(sandboxCustomers)
        .set({ email, vatId: vatId?.value ?? null })
        .where(eq(sandboxCustomers.id, customerId))
        .returning({ id: sandboxCustomers.id });
      if (updated.length === 0) throw new PaymentProviderError(`No such customer: '${customerId}'`);
    },
  };
}
