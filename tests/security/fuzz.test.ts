import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PROFILE_LINK_FIELDS } from '#shared/cards/link-fields';
import { AccountVerificationResult } from '#shared/schemas/accounts';
import { CurrentUser, TokenPair, UpdateProfileBody } from '#shared/schemas/auth';
import { cardConfigurationFieldSchemas } from '#shared/schemas/card-configuration';
import { Card, CARD_CONFIGURATION_FIELDS } from '#shared/schemas/cards';
import { OkResponse } from '#shared/schemas/common';
import { LeadList } from '#shared/schemas/leads';
import { CardProfile, CardProfileFields, SendMessageBody } from '#shared/schemas/profiles';
import { multipartFile } from '../support/multipart';
import type { OwnerWithCard } from '../support/owners';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { tinyPng } from '../support/tiny-png';
import {
  email,
  field,
  HOSTILE_STRINGS,
  legalText,
  password,
  phone,
  shaped,
  SHARP,
  slug,
  text,
  url,
} from './fuzz-arbitraries';
import { errorMessage, freshIp, send } from './helpers';

const RUNS = 100;

describe.each(databaseKinds)('fuzzing every API body on %s', (kind) => {
  let t: TestApp;
  let owner: OwnerWithCard;
  let uploadedUrl: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const form = multipartFile('file', 'me.png', 'image/png', await tinyPng());
    const uploaded = await send(
      t,
      { method: 'POST', url: '/api/uploads/profile-images', ...form },
      owner.headers,
    );
    uploadedUrl = uploaded.json().url;
  });
  afterAll(() => t.close());

  /** Sends every generated body; none may answer 5xx, every 200 must match `ok`. */
  async function fuzz(request: InjectOptions, body: fc.Arbitrary<unknown>, ok: z.ZodType) {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await t.app.inject({
          ...request,
          payload: JSON.stringify(value),
          headers: { ...owner.headers, 'content-type': 'application/json' },
          remoteAddress: freshIp(),
        });
        const shown = `${request.url} ${JSON.stringify(value)} -> ${response.statusCode} ${response.body}`;
        expect(response.statusCode, shown).toBeLessThan(500);
        if (response.statusCode === 200) ok.parse(response.json());
        else errorMessage(response);
      }),
      { numRuns: RUNS },
    );
  }

  /**
   * The systematic half: a body the endpoint accepts, with one field at a time replaced by
   * each sharp string and each wrong type. Collects every 5xx, so one run lists them all.
   */
  async function sweep(
    request: InjectOptions,
    valid: Record<string, unknown>,
    fields?: string[],
    beforeEach = () => {},
  ) {
    const failures: string[] = [];
    for (const key of fields ?? Object.keys(valid)) {
      const values: unknown[] = [
        ...SHARP.map((ch) => `a${ch}b`),
        ...(/email/i.test(key) ? SHARP.map((ch) => `a${ch}b@example.com`) : []),
        ...['', 'x'.repeat(5001), 0, null, [], { $ne: null }],
      ];
      for (const value of values) {
        const payload = { ...valid, [key]: value };
        beforeEach();
        const response = await t.app.inject({
          ...request,
          payload,
          headers: owner.headers,
          remoteAddress: freshIp(),
        });
        if (response.statusCode >= 500) failures.push(`${key}=${JSON.stringify(value)}`);
      }
    }
    const where = `${request.method} ${request.url}`;
    expect(failures, `${where} answered 5xx for ${failures.join(', ')}`).toEqual([]);
  }

  it('POST /api/auth/login', async () => {
    await sweep(
      { method: 'POST', url: '/api/auth/login' },
      { email: 'a@example.com', password: 'p' },
    );
    const body = shaped({ email: fc.oneof(email, fc.constant(owner.user.email)), password });
    await fuzz({ method: 'POST', url: '/api/auth/login' }, body, TokenPair);
  });

  it('POST /api/auth/profile', async () => {
    const valid = { firstName: 'Ann', lastName: 'Other', email: owner.user.email };
    await sweep({ method: 'POST', url: '/api/auth/profile' }, valid);
    const body = shaped({ firstName: legalText, lastName: legalText, email });
    await fuzz({ method: 'POST', url: '/api/auth/profile' }, body, CurrentUser);
  });

  it('POST /api/auth/change-password', async () => {
    await sweep(
      { method: 'POST', url: '/api/auth/change-password' },
      { currentPassword: owner.user.password, password: 'long enough' },
    );
    await fuzz(
      { method: 'POST', url: '/api/auth/change-password' },
      shaped({ currentPassword: password, password }),
      OkResponse,
    );
  });

  it('POST /api/auth/verify-account and /api/auth/create-account', async () => {
    const token = fc.base64String({ minLength: 43, maxLength: 44 });
    await sweep({ method: 'POST', url: '/api/auth/verify-account' }, { token: 'x' });
    await sweep(
      { method: 'POST', url: '/api/auth/create-account' },
      {
        token: 'x',
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        password: 'long enough',
      },
    );
    await fuzz(
      { method: 'POST', url: '/api/auth/verify-account' },
      shaped({ token }),
      AccountVerificationResult,
    );
    await fuzz(
      { method: 'POST', url: '/api/auth/create-account' },
      shaped({ token, firstName: legalText, lastName: legalText, email, password }),
      OkResponse,
    );
  });

  it('POST /api/password-reset/send and /api/password-reset/reset', async () => {
    await sweep({ method: 'POST', url: '/api/password-reset/send' }, { email: 'a@example.com' });
    await sweep(
      { method: 'POST', url: '/api/password-reset/reset' },
      { token: 'x', password: 'long enough' },
    );
    await fuzz({ method: 'POST', url: '/api/password-reset/send' }, shaped({ email }), OkResponse);
    await fuzz(
      { method: 'POST', url: '/api/password-reset/reset' },
      shaped({ token: legalText, password }),
      OkResponse,
    );
  });

  it('PUT /api/cards/:id/configuration', async () => {
    const fields = Object.fromEntries(
      CARD_CONFIGURATION_FIELDS.map((name) => {
        if (/ImageUrl$/.test(name)) return [name, fc.oneof(fc.constant(uploadedUrl), url)];
        if (/Url\d?$/.test(name)) return [name, url];
        if (/[eE]mail$/.test(name)) return [name, email];
        if (/Phone|Fax/.test(name)) return [name, phone];
        return [name, legalText];
      }),
    );
    const request = { method: 'PUT' as const, url: `/api/cards/${owner.card.id}/configuration` };
    await sweep(request, { firstName: 'Ann' }, [...CARD_CONFIGURATION_FIELDS]);
    await fuzz(request, shaped(fields, true), Card.shape.CardConfiguration);
  });

  it('PUT /api/cards/:id/profile', async () => {
    const buttonUrl = fc.oneof(url, fc.constantFrom('mailto:a@example.com', 'tel:+1 555 0100'));
    const button = fc.record({ uuid: fc.uuid(), text: legalText, url: buttonUrl });
    const fields = {
      name: legalText,
      company: legalText,
      title: legalText,
      slogan: legalText,
      aliasSlug: slug,
      theme: fc.constantFrom('dark', 'light'),
      imageUrl: fc.oneof(fc.constant(uploadedUrl), url),
      buttons: fc.array(field(button), { maxLength: 4 }),
      ...Object.fromEntries(PROFILE_LINK_FIELDS.map((name) => [name, url])),
    };
    const request = { method: 'PUT' as const, url: `/api/cards/${owner.card.id}/profile` };
    const valid = {
      name: 'Ann',
      buttons: [{ uuid: owner.card.uuid, text: 'Hi', url: 'https://a.example' }],
    };
    await sweep(request, valid, Object.keys(fields));
    const withButton = (value: unknown) => ({
      buttons: [{ uuid: owner.card.uuid, text: value, url: value }],
    });
    for (const value of HOSTILE_STRINGS) {
      const response = await send(t, { ...request, payload: withButton(value) }, owner.headers);
      expect(response.statusCode, JSON.stringify(value)).toBeLessThan(500);
    }
    await fuzz(request, shaped(fields, true), CardProfile);
  });

  it('POST /api/card-profiles/public/:key/send-message', async () => {
    const start = t.clock.now();
    // An hour passes between runs, so the per-profile budget never turns the fuzz into 429s.
    const fields = { name: legalText, email, phone: legalText, message: legalText };
    const body = shaped(fields).map((b) => {
      t.clock.advance(3_601_000);
      return b;
    });
    const request = {
      method: 'POST' as const,
      url: `/api/card-profiles/public/${owner.card.uuid}/send-message`,
    };
    // One plain message, so the final check always has a row to look at.
    const plain = { name: 'Eve', email: 'eve@example.com', phone: '+1 555 0100', message: 'Hi' };
    expect(
      (await send(t, { ...request, payload: plain, remoteAddress: freshIp() })).statusCode,
    ).toBe(200);
    try {
      const keys = [...Object.keys(plain), 'website'];
      await sweep(request, plain, keys, () => t.clock.advance(3_601_000));
      await fuzz(request, body, OkResponse);
    } finally {
      t.clock.set(start);
    }
  });

  it('path parameters of the public and owner routes', async () => {
    const key = fc.oneof(text, fc.uuid(), fc.integer().map(String));
    await fc.assert(
      fc.asyncProperty(key, fc.constantFrom(0, 1, 2, 3), async (value, route) => {
        let encoded: string;
        try {
          encoded = encodeURIComponent(value);
        } catch {
          return; // a lone surrogate cannot be put in a URL at all
        }
        const url = [
          `/u/${encoded}`,
          `/api/card-profiles/public/${encoded}`,
          `/api/vcard/${encoded}/download`,
          `/api/cards/${encoded}/profile`,
        ][route]!;
        const response = await send(t, { method: 'GET', url }, owner.headers);
        expect(response.statusCode, `${url} -> ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  // Runs last: whatever the fuzz above managed to store still satisfies the shared schemas.
  it('leaves only rows that satisfy the shared schemas', async () => {
    const get = async (url: string) => {
      const response = await send(t, { method: 'GET', url }, owner.headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as unknown;
    };
    const card = Card.parse(await get(`/api/cards/${owner.card.id}`));
    for (const name of CARD_CONFIGURATION_FIELDS) {
      const value = card.CardConfiguration[name];
      if (value !== null)
        expect(cardConfigurationFieldSchemas[name].parse(value), name).toBe(value);
    }
    const profile = CardProfile.parse(await get(`/api/cards/${owner.card.id}/profile`));
    const {
      uuid: _uuid,
      linkSources: _sources,
      CardConfiguration: _config,
      // Answered, not sent: the shade of the accent the page uses.
      design: { accentUsed: _used, ...design },
      ...rest
    } = profile;
    const fields = { ...rest, design };
    expect(CardProfileFields.parse(fields)).toEqual(fields);
    const user = CurrentUser.parse(await get('/api/auth/profile'));
    const names = { firstName: user.firstName, lastName: user.lastName, email: user.email };
    expect(UpdateProfileBody.parse(names)).toEqual(names);
    const messages = LeadList.parse(await get('/api/messages'));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      const sent = { name: message.name, email: message.email, phone: message.phone };
      const stored = { ...sent, message: message.message };
      expect(SendMessageBody.parse(stored)).toEqual(stored);
    }
  });
});
