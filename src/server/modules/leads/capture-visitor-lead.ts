import type { FastifyInstance } from 'fastify';
import type { SendMessageBody } from '#shared/schemas/profiles';
import { recordMessage } from '../insights/public';
import { captureLead, type SendOutcome } from './capture-lead';

/**
 * A visitor's message to a profile's owner (POST .../send-message): stored and mailed
 * (sendMessage), then counted in the card's Insights once it was sent. Bound to the running
 * app, whose recorder holds the Insights counts.
 */
export async function captureVisitorLead(
  app: FastifyInstance,
  input: { key: string; body: SendMessageBody; ip: string; referer?: string | undefined },
): Promise<SendOutcome> {
  const sent = await captureLead(app.deps, input);
  if (sent.outcome === 'sent') recordMessage(app, sent.cardId);
  return sent;
}
