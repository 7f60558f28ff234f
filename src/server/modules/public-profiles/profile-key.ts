import { z } from 'zod';

/** The `:key` of a public profile URL: a Connect handle or a uuid; anything else is not found. */
export const KeyParams = z.object({
  key: z.string().min(1, 'Profile not found').max(100, 'Profile not found'),
});
