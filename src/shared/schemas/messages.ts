import { z } from 'zod';

export const VisitorMessage = z.object({
  id: z.string(),
  cardId: z.number().int(),
  cardName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type VisitorMessage = z.infer<typeof VisitorMessage>;

export const MessageList = z.array(VisitorMessage);

/** GET /api/messages/export.csv answers the CSV text itself, not JSON. */
export const MessagesCsv = z.string();

export const MessageListQuery = z.object({ cardId: z.coerce.number().int().min(1).optional() });

/** GET /api/messages/unread-count: what the bell in the header shows. */
export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;
