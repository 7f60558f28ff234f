import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { OwnerWithCard } from '../support/owners';

// The tables of hostile-bodies.test.ts: every JSON endpoint, and the bodies that must be refused.

/** Every endpoint that takes a JSON body, with a body it accepts. */
export interface JsonEndpoint {
  route: string;
  request(
    owner: OwnerWithCard,
  ): Omit<InjectOptions, 'payload'> & { payload: Record<string, unknown> };
}

export const jsonEndpoints: JsonEndpoint[] = [
  {
    route: 'POST /api/auth/login',
    request: (o) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: o.user.email, password: o.user.password },
    }),
  },
  {
    route: 'POST /api/auth/profile',
    request: (o) => ({
      method: 'POST',
      url: '/api/auth/profile',
      payload: { firstName: 'Ann', lastName: 'Other', email: o.user.email },
    }),
  },
  {
    route: 'POST /api/auth/change-password',
    request: (o) => ({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: o.user.password, password: 'another long password' },
    }),
  },
  {
    route: 'POST /api/auth/verify-account',
    request: () => ({ method: 'POST', url: '/api/auth/verify-account', payload: { token: 'x' } }),
  },
  {
    route: 'POST /api/auth/create-account',
    request: (o) => ({
      method: 'POST',
      url: '/api/auth/create-account',
      payload: {
        token: 'x',
        firstName: 'A',
        lastName: 'B',
        email: o.user.email,
        password: 'long enough',
      },
    }),
  },
  {
    route: 'POST /api/password-reset/send',
    request: (o) => ({
      method: 'POST',
      url: '/api/password-reset/send',
      payload: { email: o.user.email },
    }),
  },
  {
    route: 'POST /api/password-reset/reset',
    request: () => ({
      method: 'POST',
      url: '/api/password-reset/reset',
      payload: { token: 'x', password: 'long enough' },
    }),
  },
  {
    route: 'PUT /api/cards/:id/configuration',
    request: (o) => ({
      method: 'PUT',
      url: `/api/cards/${o.card.id}/configuration`,
      payload: { firstName: 'Ann' },
    }),
  },
  {
    route: 'PUT /api/cards/:id/profile',
    request: (o) => ({
      method: 'PUT',
      url: `/api/cards/${o.card.id}/profile`,
      payload: { name: 'Ann' },
    }),
  },
  {
    route: 'POST /api/card-profiles/public/:key/send-message',
    request: (o) => ({
      method: 'POST',
      url: `/api/card-profiles/public/${o.card.uuid}/send-message`,
      payload: { name: 'Eve', email: 'eve@example.com', phone: '+1 555 0100', message: 'Hi' },
    }),
  },
];

export const MALFORMED = [
  '{',
  '{"email": ',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '{"a":01}',
  '{"a":NaN}',
  '{"a":"\\x41"}',
  'undefined',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/** Bodies of the wrong type altogether, and fields of the wrong type. */
export const NOT_OBJECTS = ['[]', '"text"', '42', 'true', 'null', '[{"email":"a@b.co"}]'];
export const WRONG_FIELDS: Record<string, Array<Record<string, unknown>>> = {
  'POST /api/auth/login': [
    { email: 123, password: 'x' },
    { email: ['a@example.com'], password: 'x' },
    { email: { $ne: null }, password: { $ne: null } },
    { email: 'a@example.com', password: 12345678 },
  ],
  'POST /api/auth/profile': [
    { firstName: 1, lastName: 'B', email: 'a@example.com' },
    { firstName: 'A', lastName: ['B'], email: 'a@example.com' },
    { firstName: 'A', lastName: 'B', email: { address: 'a@example.com' } },
  ],
  'POST /api/auth/change-password': [{ password: 123456789 }, { password: ['long password'] }],
  'POST /api/auth/verify-account': [{ token: 1 }, { token: null }, { token: { $gt: '' } }],
  'POST /api/auth/create-account': [
    { token: 'x', firstName: {}, lastName: 'B', email: 'a@example.com', password: 'long enough' },
    {
      token: ['x'],
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      password: 'long enough',
    },
  ],
  'POST /api/password-reset/send': [{ email: 1 }, { email: ['a@example.com'] }],
  'POST /api/password-reset/reset': [
    { token: 'x', password: true },
    { token: 7, password: 'long enough' },
  ],
  'PUT /api/cards/:id/configuration': [
    { firstName: 1 },
    { websiteUrl: { href: 'https://ok.example' } },
    { note: ['a', 'b'] },
    { cellPhone: 5550100 },
  ],
  'PUT /api/cards/:id/profile': [
    { buttons: 'x' },
    { buttons: [1] },
    { buttons: { 0: { uuid: randomUUID(), text: 'x', url: 'https://ok.example' } } },
    { theme: ['dark'] },
    { name: null },
    { aliasSlug: 12345 },
  ],
  'POST /api/card-profiles/public/:key/send-message': [
    { name: 1, email: 'e@example.com', phone: '1', message: 'm' },
    { name: 'E', email: 'e@example.com', phone: 5550100, message: 'm' },
    { name: 'E', email: 'e@example.com', phone: '1', message: { text: 'm' } },
  ],
};
