import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { EmailAddress, NewPassword } from '#shared/schemas/auth';
import { users } from '../db/schema';
import { assignCardsFromOrder } from '../modules/accounts/public';
import { hashPassword } from '../modules/auth/public';
import { CommandError, type CommandContext } from './context';

/** `invite` and `create-user`: accounts made by an operator rather than by a shop order. */

export const InviteArgs = z.object({
  email: EmailAddress,
  'first-name': z.string().trim().min(1, 'is required'),
  'last-name': z.string().trim().min(1, 'is required'),
  product: z.string().trim().min(1, 'is required').max(200),
  variant: z.string().trim().max(200).optional(),
  quantity: z.coerce.number().int().min(1).max(100).default(1),
});

export const CreateUserArgs = z.object({
  email: EmailAddress,
  password: NewPassword,
  'first-name': z.string().trim().max(100).default(''),
  'last-name': z.string().trim().max(100).default(''),
});

/** Gives cards exactly as a paid shop order does, inviting a new customer by e-mail. */
export async function invite(ctx: CommandContext, order: z.infer<typeof InviteArgs>) {
  const result = await ctx.database.db.transaction((tx) =>
    assignCardsFromOrder(tx, ctx, {
      email: order.email,
      firstName: order['first-name'],
      lastName: order['last-name'],
      orderId: null,
      items: [
        {
          productTitle: order.product,
          variantTitle: order.variant ?? null,
          quantity: order.quantity,
        },
      ],
    }),
  );
  if (result.invited) ctx.jobs?.kick();
  return (
    `Gave ${result.cardIds.length} card(s) (ids ${result.cardIds.join(', ')}) to ${order.email}.` +
    (result.invited
      ? ' A verification e-mail is queued; the server sends it.'
      : ' The account already exists, so no invitation was needed.')
  );
}

/** A verified owner who can log in at once. */
export async function createUser(ctx: CommandContext, user: z.infer<typeof CreateUserArgs>) {
  const passwordHash = await hashPassword(user.password);
  await ctx.database.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email));
    if (existing) throw new CommandError(`An account with e-mail ${user.email} already exists.`);
    const now = ctx.clock.now();
    await tx.insert(users).values({
      email: user.email,
      passwordHash,
      firstName: user['first-name'],
      lastName: user['last-name'],
      createdAt: now,
      updatedAt: now,
    });
  });
  return `Created owner ${user.email}; they can log in now.`;
}
