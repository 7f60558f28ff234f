import { describe, expect, it } from 'vitest';
import {
  captureResolver,
  isoWithOffset,
  leadBody,
  nextPersonValues,
  scannedValues,
  type CaptureFormValues,
} from './capture-form-state';
import { userIdOfToken } from './device-snapshot';

const FILING = { cardId: '3', eventId: '' };
const IDS = {
  clientId: '6b0c8a3e-3f7e-4c3b-9a59-0f1e2d3c4b5a',
  capturedAt: '2026-11-29T10:00:00.000+01:00',
};

const filled = (values: Partial<CaptureFormValues>) => ({ ...nextPersonValues(FILING), ...values });

async function check(values: CaptureFormValues) {
  return captureResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the capture form’s state', () => {
  it('writes the time with the phone’s own offset', () => {
    const at = new Date('2026-11-29T13:03:04.005Z');
    const text = isoWithOffset(at);
    expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.005[+-]\d\d:\d\d$/);
    expect(Date.parse(text)).toBe(at.getTime());
  });

  it('makes the API’s body: the card as a number, no event as null', () => {
    expect(leadBody(filled({ firstName: 'Ada', email: 'ada@example.com' }), IDS)).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
      phone: '',
      company: '',
      title: '',
      note: '',
      consent: false,
      source: 'manual',
      eventId: null,
      cardId: 3,
      ...IDS,
    });
  });

  it('checks as the API does, each problem under its field', async () => {
    expect((await check(filled({ firstName: 'Ada', phone: '+1 555 0100' }))).errors).toEqual({});
    const { errors } = await check(filled({ company: 'x'.repeat(101), email: 'nope' }));
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual({
      firstName: 'Enter a name: a first name, a last name or both',
      email: 'Please enter a valid email address',
      company: 'Company must be at most 100 characters',
    });
  });

  it('takes what a scan read, adds its note under the owner’s, and the scan’s source', () => {
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    const next = scannedValues(filled({ firstName: 'typed', note: 'Met at lunch', title: 'CTO' }), {
      source: 'scan',
      fields: { firstName: ' Mae ', lastName: 'Jemison', title: '', note: 'www.orbit.example' },
      photo,
    });
    expect(next).toMatchObject({
      firstName: 'Mae',
      lastName: 'Jemison',
      // A field the scan did not read keeps what the owner typed.
      title: 'CTO',
      note: 'Met at lunch\nwww.orbit.example',
      source: 'scan',
      photo,
      cardId: '3',
    });
  });

  it('reads which account a stored token is for', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'user-42', sid: 's' })).toString('base64url');
    expect(userIdOfToken(`header.${payload}.signature`)).toBe('user-42');
    expect(userIdOfToken('not-a-token')).toBeNull();
    expect(userIdOfToken('a.%%%.b')).toBeNull();
  });
});
