import { describe, expect, it } from 'vitest';
import {
  consentSuggestion,
  dependenciesUnavailableMessage,
  inAppBrowserHint,
  maxLengthMessage,
  notificationsLabel,
  passkeyDatesLabel,
  qrContrastMessage,
  signedOutIdleMessage,
} from '../copy';
import { crmSentences } from './crm';
import { lockedByCompanyMessage } from './departments';
import { cardPhotoLabels, followUpSentMessage, unknownPlaceholdersMessage } from './follow-up';
import { copyRecordLabel } from './verified-domains';
import { webhookTestOutcomeMessage } from './webhooks';

/** The functions that choose between catalogue sentences, or shape a value, say what they said before. */
describe('sentences chosen by code', () => {
  it('names the bell by what waits behind it', () => {
    expect(notificationsLabel(0, 0)).toBe('View notifications');
    expect(notificationsLabel(1, 0)).toBe('View notifications: 1 unread message');
    expect(notificationsLabel(0, 2)).toBe('View notifications: 2 decided change requests');
    expect(notificationsLabel(3, 1)).toBe(
      'View notifications: 3 unread messages, 1 decided change request',
    );
  });

  it('says a length limit with and without the field, and a count as it is written', () => {
    expect(maxLengthMessage(5000, 'Text')).toBe('Text must be at most 5000 characters');
    expect(maxLengthMessage(40)).toBe('Must be at most 40 characters');
  });

  it('shapes values before they are said', () => {
    expect(dependenciesUnavailableMessage(['Database', 'Redis'])).toBe(
      'Database and Redis unavailable',
    );
    expect(qrContrastMessage(3)).toContain('their contrast is 3.00:1');
    expect(signedOutIdleMessage(1800)).toBe(
      'You were signed out after 30 minutes without activity',
    );
    expect(signedOutIdleMessage(90)).toBe('You were signed out after 90 seconds without activity');
    expect(lockedByCompanyMessage(['Organization'])).toBe(
      'The company template locks Organization: a department cannot set it.',
    );
    expect(unknownPlaceholdersMessage(['name', 'city'])).toBe(
      'Unknown placeholders: {name}, {city}. Use {firstName}, {event} or {ownerName}.',
    );
  });

  it('chooses the sentence for the case', () => {
    expect(inAppBrowserHint('Instagram', 'android')).toContain(
      "Tap ⋮ and choose 'Open in browser'",
    );
    expect(consentSuggestion('  ')).toBe(
      'I agree that the owner of this card may contact me about their products and services.',
    );
    expect(passkeyDatesLabel('Dec 1', null)).toBe('Added Dec 1, never used');
    expect(copyRecordLabel('Value', 'example.com')).toBe(
      'Copy the value of the record for example.com',
    );
    expect(webhookTestOutcomeMessage({ statusCode: null, durationMs: 8, error: null })).toBe(
      'Not delivered after 8 ms: no answer',
    );
    expect(crmSentences('pipedrive').disconnectTitle).toBe('Disconnect Pipedrive?');
    expect(cardPhotoLabels('Ann').title).toBe('Card photo: Ann');
  });

  it('reports a follow-up: what was sent, then each reason some were not', () => {
    expect(
      followUpSentMessage({
        sent: 1,
        skippedNoConsent: 2,
        skippedNoEmail: 0,
        skippedAlreadyFollowedUp: 1,
        waiting: 3,
      }),
    ).toBe(
      'Follow-up sent to 1 lead. 2 skipped: no consent to be contacted. 1 skipped: already followed up. 3 not sent yet: today’s e-mail limit is reached, send them tomorrow.',
    );
  });
});
