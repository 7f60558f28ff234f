import { z } from 'zod';

/** `:id` of the card routes: a positive 32-bit integer. */
export const CardIdParams = z.object({
  id: z.coerce.number({ error: 'Card not found' }).int().min(1).max(2_147_483_647),
});
