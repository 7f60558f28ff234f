import { describe, expect, it } from 'vitest';
import { COPY } from '../copy';
import { FollowUpTemplateBody } from '../schemas/follow-up';
import {
  fillSubject,
  fillTemplate,
  firstNameOf,
  followUpValues,
  unknownPlaceholders,
} from './follow-up-template';

const values = { firstName: 'Lin', event: 'Hannover Messe', ownerName: 'Grace Hopper' };

describe('follow-up template filling', () => {
  it('fills every placeholder, as often as it appears', () => {
    expect(fillTemplate('Hi {firstName}, {event}! {firstName} — {ownerName}', values)).toBe(
      'Hi Lin, Hannover Messe! Lin — Grace Hopper',
    );
  });

  it('fills in one pass: a value that reads like a placeholder stays as typed', () => {
    const typed = { ...values, firstName: '{event}', ownerName: '{ownerName}' };
    expect(fillTemplate('{firstName} / {ownerName} / {event}', typed)).toBe(
      '{event} / {ownerName} / Hannover Messe',
    );
  });

  it('leaves braces that are no placeholder as text, and names only unknown ones', () => {
    expect(fillTemplate('{ } {} {1st} {firstName}', values)).toBe('{ } {} {1st} Lin');
    expect(unknownPlaceholders('{firstName} {company} {Event} {company} {} {2x}')).toEqual([
      'company',
      'Event',
    ]);
    expect(unknownPlaceholders(COPY.followUpDefaultBody)).toEqual([]);
    expect(unknownPlaceholders(COPY.followUpDefaultSubject)).toEqual([]);
  });

  it('keeps a subject on one line whatever the values hold: no header can be added', () => {
    const hostile = {
      firstName: 'Lin\r\nBcc: victim@example.com',
      event: 'Expo\u2028Next\u0000',
      ownerName: 'Grace\nHopper',
    };
    const subject = fillSubject('{firstName} at {event} with {ownerName}', hostile);
    expect(subject).toBe('Lin Bcc: victim@example.com at Expo Next with Grace Hopper');
    for (const character of ['\r', '\n', '\u2028', '\u0000']) {
      expect(subject.includes(character)).toBe(false);
    }
    // The result too: a template cut to one line still is, and stays short.
    expect(fillSubject('a\r\nb', values)).toBe('a b');
    expect(
      fillSubject(`${'x'.repeat(200)} {ownerName}`, { ...values, ownerName: 'y'.repeat(500) }),
    ).toHaveLength(250);
  });

  it('reads without an event and without a first name', () => {
    const lead = followUpValues({ leadName: '  ', eventName: null, ownerName: 'Grace Hopper' });
    expect(lead).toEqual({
      firstName: COPY.followUpNoFirstName,
      event: COPY.followUpNoEventPhrase,
      ownerName: 'Grace Hopper',
    });
    expect(fillSubject(COPY.followUpDefaultSubject, lead)).toBe('Great to meet you at the event');
    const body = fillTemplate(COPY.followUpDefaultBody, lead);
    expect(body).toContain('Hi there,');
    expect(body).toContain('talk with me at the event.');
    expect(body).not.toMatch(/\{|\}|at \.|at ,/);
    const atShow = followUpValues({
      leadName: 'Lin Okafor',
      eventName: 'Web Summit',
      ownerName: 'Grace Hopper',
    });
    expect(fillTemplate(COPY.followUpDefaultBody, atShow)).toContain(
      'Hi Lin,\n\nThank you for taking the time to talk with me at Web Summit.',
    );
  });

  it('takes the first word of a name as the first name', () => {
    expect(firstNameOf('  María  García-López ')).toBe('María');
    expect(firstNameOf('Lin')).toBe('Lin');
    expect(firstNameOf('')).toBe('');
  });
});

describe('the follow-up template body', () => {
  const parse = (body: Record<string, unknown>) => FollowUpTemplateBody.safeParse(body);
  const messages = (body: Record<string, unknown>) =>
    parse(body).error?.issues.map((issue) => issue.message) ?? [];

  it('takes the default text, and a multi-line text', () => {
    expect(
      parse({ subject: COPY.followUpDefaultSubject, body: COPY.followUpDefaultBody }).success,
    ).toBe(true);
    expect(parse({ subject: 'Hi', body: 'Line one\r\nLine two\n\n\tThree' }).success).toBe(true);
  });

  it('refuses unknown placeholders, naming them', () => {
    expect(messages({ subject: 'Hi {name}', body: 'At {booth} and {company}' })).toEqual([
      'Unknown placeholder: {name}. Use {firstName}, {event} or {ownerName}.',
      'Unknown placeholders: {booth}, {company}. Use {firstName}, {event} or {ownerName}.',
    ]);
  });

  it('refuses a subject on two lines, empty parts and texts past their limits', () => {
    expect(messages({ subject: 'Hi\r\nBcc: x@example.com', body: 'ok' })).toEqual([
      'Subject must be a single line of text',
    ]);
    expect(messages({ subject: ' ', body: '' })).toEqual([
      COPY.followUpSubjectRequired,
      COPY.followUpBodyRequired,
    ]);
    expect(parse({ subject: 'x'.repeat(201), body: 'ok' }).success).toBe(false);
    expect(parse({ subject: 'x'.repeat(200), body: 'y'.repeat(5000) }).success).toBe(true);
    expect(parse({ subject: 'ok', body: 'y'.repeat(5001) }).success).toBe(false);
    expect(messages({ subject: 'ok', body: 'bell \u0007' })).toEqual([
      COPY.followUpBodyControlCharacters,
    ]);
  });
});
