import { z } from 'zod';
import { CARD_NOT_FOUND } from './get-card';

/**
 * `:id` of the card routes: a positive 32-bit integer. Anything else names no card, so every
 * check says "Card not found" (the error handler answers a params problem with 404).
 */
export const CardIdParams = z.object({
  id: z.coerce
    .number({ error: CARD_NOT_FOUND })
    .int({ error: CARD_NOT_FOUND })
    .min(1, { error: CARD_NOT_FOUND })
    .max(2_147_483_647, { error: CARD_NOT_FOUND }),
});
