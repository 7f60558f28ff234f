import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, randomUUID, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/config';
import { cards } from '#server/db/schema';
import { redactUrl } from '#server/lib/request-logging';
import { COPY } from '#shared/copy';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import {
  makeWalletCredentials,
  TEST_GOOGLE_CLIENT_EMAIL,
  TEST_GOOGLE_ISSUER_ID,
  TEST_KEY_PASSPHRASE,
  TEST_PASS_TYPE_ID,
  TEST_TEAM_ID,
  type WalletTestCredentials,
} from '#tests/support/wallet-credentials';
import { buildApplePass } from './apple-pass';
import { WALLET_LINK_PURPOSE, WALLET_LINK_TTL_SECONDS } from './apple-wallet';
import { GOOGLE_CLASS_SUFFIX } from './google-pass';
import type { WalletCard } from './wallet-card';

const APP_URL = 'https://cards.example';

let credentials: WalletTestCredentials;
beforeAll(() => {
  credentials = makeWalletCredentials();
});
afterAll(() => credentials.remove());

/** Every file of a .pkpass (a zip), by name. */
function unzipPass(body: Buffer): Record<string, Buffer> {
  const files = unzipSync(new Uint8Array(body));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, Buffer.from(bytes)]),
  );
}

/**
 * `openssl smime -verify` of the detached PKCS#7 `signature` over `manifest`, trusting only the
 * test CA: throws when the signature, the chain or the content is wrong. Answers the signer's
 * certificate as openssl found it.
 */
function verifySignature(manifest: Buffer, signature: Buffer): X509Certificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-pkpass-'));
  try {
    writeFileSync(path.join(dir, 'manifest.json'), manifest);
    writeFileSync(path.join(dir, 'signature'), signature);
    execFileSync(
      'openssl',
      [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'signature',
        '-content',
        'manifest.json',
        '-CAfile',
        credentials.caPath,
        '-purpose',
        'any',
        '-signer',
        'signer.pem',
        '-out',
        'verified.json',
      ],
      { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    expect(readFileSync(path.join(dir, 'verified.json'))).toEqual(manifest);
    return new X509Certificate(readFileSync(path.join(dir, 'signer.pem')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks the archive the way Wallet does and answers its pass.json. */
function checkArchive(files: Record<string, Buffer>): Record<string, unknown> {
  const manifest = JSON.parse(files['manifest.json']!.toString('utf8')) as Record<string, string>;
  const listed = Object.keys(manifest).sort();
  const present = Object.keys(files)
    .filter((name) => name !== 'manifest.json' && name !== 'signature')
    .sort();
  // Every file is listed, nothing listed is missing, and each SHA-1 is right.
  expect(listed).toEqual(present);
  for (const name of present) {
    expect(manifest[name], name).toBe(createHash('sha1').update(files[name]!).digest('hex'));
  }
  const signer = verifySignature(files['manifest.json']!, files.signature!);
  const configured = new X509Certificate(readFileSync(credentials.certPath));
  expect(signer.fingerprint256).toBe(configured.fingerprint256);
  return JSON.parse(files['pass.json']!.toString('utf8')) as Record<string, unknown>;
}

async function size(png: Buffer | undefined) {
  const { width, height, format } = await sharp(png).metadata();
  return { width, height, format };
}

describe.each(databaseKinds)('wallet passes on %s', (kind) => {
  let t: TestApp;
  let bare: TestApp;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;
  /** The owner's styled card (photo, company image, light theme, handle) and a plain second one. */
  let card: { id: number; uuid: string; code: string };
  let plain: { id: number; uuid: string; code: string };
  let othersCard: { id: number; uuid: string };
  let handle: string;
  let photoUrl: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL, ...credentials.env });
    // The same database, served by a process without the wallet settings.
    bare = await createTestApp(kind, { APP_URL }, { database: t.deps.database });
    const owner = await t.createUser({ stripeSubscriptionStatus: 'active' });
    const other = await t.createUser();
    photoUrl = await t.deps.storage.put(
      'profile-images',
      `${randomUUID()}.png`,
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0ea5e9' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const logoUrl = await t.deps.storage.put(
      'company-images',
      `${randomUUID()}.png`,
      await sharp({ create: { width: 800, height: 200, channels: 4, background: '#f97316' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const insert = async (values: Partial<typeof cards.$inferInsert> & { ownerId: string }) => {
      const [row] = await t.deps.database.db
        .insert(cards)
        .values({ shopifyProductTitle: 'Metal', ...values })
        .returning({ id: cards.id, uuid: cards.uuid, code: cards.code });
      return row!;
    };
    card = await insert({
      ownerId: owner.id,
      firstName: 'José',
      lastName: 'Núñez',
      workTitle: 'Chief Engineer',
      workOrganization: 'Acme & Co',
      profileImageUrl: photoUrl,
      companyImageUrl: logoUrl,
    });
    plain = await insert({ ownerId: owner.id, firstName: 'Plain' });
    othersCard = await insert({ ownerId: other.id, firstName: 'Mallory' });
    headers = bearer((await t.login(owner.email, owner.password)).accessToken);
    otherHeaders = bearer((await t.login(other.email, other.password)).accessToken);
    handle = `jose-${randomUUID().slice(0, 8)}`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/profile`,
      headers,
      payload: { aliasSlug: handle, name: 'José', theme: 'light' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await bare.close();
    await t.close();
  });

  // Each request comes from its own address: the pass routes allow 30 a minute per address,
  // and this suite asks for more (the limit itself is tested on its own below).
  let address = 0;
  const get = (url: string, as: Record<string, string> = {}, app = t) => {
    address += 1;
    return app.app.inject({
      method: 'GET',
      url,
      headers: as,
      remoteAddress: `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    });
  };
  const paths = (id: number) => ({
    link: `/api/cards/${id}/wallet/apple-link`,
    pass: `/api/cards/${id}/wallet/apple.pkpass`,
    google: `/api/cards/${id}/wallet/google`,
  });
  const linkFor = async (id: number, as = headers) => {
    const response = await get(paths(id).link, as);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { url: string }).url;
  };
  const tokenOf = (url: string) => new URL(url, APP_URL).searchParams.get('token')!;

  describe('every endpoint', () => {
    it('answers 401 without a token or with a malformed one', async () => {
      for (const url of Object.values(paths(card.id))) {
        const variants: Array<Record<string, string>> = [
          {},
          { authorization: 'Bearer not-a-jwt' },
          { authorization: 'Basic x' },
        ];
        for (const as of variants) {
          const response = await get(url, as);
          expect(response.statusCode, url).toBe(401);
          expect(response.json()).toHaveProperty('message');
        }
      }
    });

    it("answers 404 for another owner's card, exactly as for a card that does not exist", async () => {
      for (const kind of ['link', 'pass', 'google'] as const) {
        const response = await get(paths(othersCard.id)[kind], headers);
        expect(response.statusCode, kind).toBe(404);
        expect(response.json()).toEqual({ code: 'card_not_found', message: COPY.cardNotFound });
        const missing = await get(paths(2_147_483_000)[kind], headers);
        expect(missing.json()).toEqual(response.json());
        expect(response.body).not.toContain(othersCard.uuid);
      }
      // The other owner is served their own card: the refusal above is about ownership.
      expect((await get(paths(othersCard.id).google, otherHeaders)).statusCode).toBe(200);
    });

    it('answers 404 "... is not configured" on a server without the wallet settings', async () => {
      const { link, pass, google } = paths(card.id);
      const owner = await bare.createUser();
      const [row] = await bare.deps.database.db
        .insert(cards)
        .values({ ownerId: owner.id, shopifyProductTitle: 'Metal' })
        .returning({ id: cards.id });
      const own = bearer((await bare.login(owner.email, owner.password)).accessToken);
      const at = paths(row!.id);
      for (const url of [at.link, at.pass]) {
        const response = await get(url, own, bare);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          code: 'apple_wallet_not_configured',
          message: 'Apple Wallet is not configured',
        });
      }
      const response = await get(at.google, own, bare);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'google_wallet_not_configured',
        message: 'Google Wallet is not configured',
      });
      // Still 401 first without a session, as for every owner endpoint.
      for (const url of [link, pass, google])
        expect((await get(url, {}, bare)).statusCode).toBe(401);
      expect(bare.config.appleWallet).toBeUndefined();
      expect(bare.config.googleWallet).toBeUndefined();
    });

    it('hands the web app the wallet flags in its runtime config', async () => {
      const webRoot = mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
      writeFileSync(
        path.join(webRoot, 'index.html'),
        '<!doctype html><html><head><script type="application/json" id="app-config">{}</script></head><body></body></html>',
      );
      try {
        for (const [testApp, expected] of [
          [t, { apple: true, google: true }],
          [bare, { apple: false, google: false }],
        ] as const) {
          const app = await buildApp({ ...testApp.deps, webRoot });
          const page = await app.inject({ method: 'GET', url: '/' });
          await app.close();
          const json = /<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(
            page.body,
          )![1]!;
          expect(JSON.parse(json).wallets).toEqual(expected);
        }
      } finally {
        rmSync(webRoot, { recursive: true, force: true });
      }
    });

    it('limit the pass and the Google link to 30 a minute per address', async () => {
      for (const url of [paths(plain.id).pass, paths(plain.id).google]) {
        const from = { method: 'GET' as const, url, headers, remoteAddress: '10.99.0.1' };
        const statuses: number[] = [];
        for (let i = 0; i < 31; i += 1) statuses.push((await t.app.inject(from)).statusCode);
        expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
        expect(statuses[30]).toBe(429);
      }
    });
  });

  describe('Apple Wallet', () => {
    it('serves the signed pass to the owner with the bearer token', async () => {
      const response = await get(paths(card.id).pass, headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Jose Nunez.pkpass"; filename*=UTF-8''Jos%C3%A9%20N%C3%BA%C3%B1ez.pkpass`,
      );
    });

    it("holds a manifest with every file's SHA-1, signed by the configured certificate, and the card's fields", async () => {
      const response = await get(paths(card.id).pass, headers);
      const files = unzipPass(response.rawPayload);
      const pass = checkArchive(files);
      const url = `${APP_URL}/c/${card.code}?src=wallet`;
      expect(pass).toMatchObject({
        formatVersion: 1,
        passTypeIdentifier: TEST_PASS_TYPE_ID,
        teamIdentifier: TEST_TEAM_ID,
        serialNumber: card.uuid,
        organizationName: 'Catalyst Connect',
        description: 'Business card of José Núñez',
        logoText: 'Acme & Co',
        // The light theme of the Connect profile: gray-50, gray-900, gray-600.
        backgroundColor: 'rgb(249, 250, 251)',
        foregroundColor: 'rgb(16, 24, 40)',
        labelColor: 'rgb(74, 85, 101)',
        barcodes: [{ format: 'PKBarcodeFormatQR', message: url, messageEncoding: 'iso-8859-1' }],
        generic: {
          primaryFields: [{ key: 'name', label: 'Name', value: 'José Núñez' }],
          secondaryFields: [
            { key: 'title', label: 'Title', value: 'Chief Engineer' },
            { key: 'company', label: 'Company', value: 'Acme & Co' },
          ],
          backFields: [{ key: 'profile', label: 'Connect profile', value: url }],
        },
      });
      // Apple's sizes: the icon at 29, 58 and 87; the photo as a 90-point thumbnail; the
      // company image as a logo of at most 160 x 50 points.
      for (const [scale, suffix] of [
        [1, ''],
        [2, '@2x'],
        [3, '@3x'],
      ] as const) {
        expect(await size(files[`icon${suffix}.png`])).toEqual({
          width: 29 * scale,
          height: 29 * scale,
          format: 'png',
        });
        expect(await size(files[`thumbnail${suffix}.png`])).toEqual({
          width: 90 * scale,
          height: 90 * scale,
          format: 'png',
        });
        // An 800 x 200 image fits 160 x 50 points by its width: 160 x 40.
        expect(await size(files[`logo${suffix}.png`])).toEqual({
          width: 160 * scale,
          height: 40 * scale,
          format: 'png',
        });
      }
    });

    it('draws a card without images or profile in the dark theme, with the app icon', async () => {
      const files = unzipPass((await get(paths(plain.id).pass, headers)).rawPayload);
      const pass = checkArchive(files);
      expect(pass).toMatchObject({
        serialNumber: plain.uuid,
        description: 'Business card of Plain',
        logoText: 'Plain',
        backgroundColor: 'rgb(3, 7, 18)',
        foregroundColor: 'rgb(255, 255, 255)',
        labelColor: 'rgb(209, 213, 220)',
        // The card's permanent address, handle or not (decision 031 changed it from the uuid one).
        barcodes: [{ message: `${APP_URL}/c/${plain.code}?src=wallet` }],
        generic: { primaryFields: [{ value: 'Plain' }] },
      });
      expect((pass.generic as { secondaryFields?: unknown[] }).secondaryFields ?? []).toEqual([]);
      expect(Object.keys(files).sort()).toEqual(
        [
          'icon.png',
          'icon@2x.png',
          'icon@3x.png',
          'manifest.json',
          'pass.json',
          'signature',
        ].sort(),
      );
      expect(await size(files['icon@3x.png'])).toMatchObject({ width: 87, height: 87 });
    });

    it('refuses a manifest changed after signing (the check above is real)', async () => {
      const files = unzipPass((await get(paths(plain.id).pass, headers)).rawPayload);
      const changed = Buffer.from(files['manifest.json']!.toString().replace(/[0-9a-f]/, 'x'));
      expect(() => verifySignature(changed, files.signature!)).toThrow();
    });

    it('hands out a 5-minute link for one card that opens the pass without the bearer token', async () => {
      const url = await linkFor(card.id);
      expect(url).toMatch(new RegExp(`^/api/cards/${card.id}/wallet/apple\\.pkpass\\?token=`));
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
      expect(checkArchive(unzipPass(response.rawPayload)).serialNumber).toBe(card.uuid);
      const claims = decodeJwt(tokenOf(url));
      expect(claims).toMatchObject({ aud: WALLET_LINK_PURPOSE, card: card.id });
      expect(claims.exp! - claims.iat!).toBe(WALLET_LINK_TTL_SECONDS);
      // The log line of that request never holds the token.
      expect(redactUrl(url)).not.toContain(tokenOf(url));
    });

    it('refuses an expired link, and accepts it again back inside its 5 minutes', async () => {
      const url = await linkFor(card.id);
      const start = t.clock.now();
      try {
        t.clock.advance((WALLET_LINK_TTL_SECONDS + 1) * 1000);
        const response = await get(url);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          code: 'wallet_link_invalid',
          message: COPY.walletLinkInvalid,
        });
        t.clock.set(new Date(start.getTime() + (WALLET_LINK_TTL_SECONDS - 5) * 1000));
        expect((await get(url)).statusCode).toBe(200);
      } finally {
        t.clock.set(start);
      }
    });

    it("opens no other card: not the owner's second card, not another owner's", async () => {
      const token = tokenOf(await linkFor(card.id));
      for (const id of [plain.id, othersCard.id, 2_147_483_000]) {
        const response = await get(`${paths(id).pass}?token=${token}`);
        expect(response.statusCode, String(id)).toBe(401);
        expect(response.json()).toEqual({
          code: 'wallet_link_invalid',
          message: COPY.walletLinkInvalid,
        });
      }
      // Nor with the owner's bearer token along: a link that is wrong is refused.
      const response = await get(`${paths(plain.id).pass}?token=${token}`, headers);
      expect(response.statusCode).toBe(401);
    });

    it('refuses a tampered link: another card in the claims, a changed signature, another key', async () => {
      const token = tokenOf(await linkFor(card.id));
      const [head, body, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      const otherCard = Buffer.from(JSON.stringify({ ...claims, card: plain.id })).toString(
        'base64url',
      );
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      const now = Math.floor(t.clock.now().getTime() / 1000);
      const otherKey = await new SignJWT({ card: plain.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'link+jwt' })
        .setSubject(claims.sub)
        .setIssuer('catalyst-connect')
        .setAudience(WALLET_LINK_PURPOSE)
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(new TextEncoder().encode('a-different-secret-a-different-secret-0123'));
      const unsigned = `${Buffer.from('{"alg":"none","typ":"link+jwt"}').toString('base64url')}.${otherCard}.`;
      for (const [what, forged, id] of [
        ['claims', `${head}.${otherCard}.${signature}`, plain.id],
        ['signature', `${head}.${body}.${flipped}`, card.id],
        ['key', otherKey, plain.id],
        ['alg none', unsigned, plain.id],
        ['garbage', 'not-a-token', card.id],
      ] as const) {
        const response = await get(`${paths(id).pass}?token=${encodeURIComponent(forged)}`);
        expect(response.statusCode, what).toBe(401);
        expect(response.json()).toEqual({
          code: 'wallet_link_invalid',
          message: COPY.walletLinkInvalid,
        });
      }
    });

    it('keeps link tokens and access tokens apart', async () => {
      const token = tokenOf(await linkFor(card.id));
      // A wallet link is no session: it opens no other owner endpoint.
      expect((await get(`/api/cards/${card.id}`, bearer(token))).statusCode).toBe(401);
      expect((await get(paths(card.id).pass, bearer(token))).statusCode).toBe(401);
      // And a session's access token is no wallet link.
      const access = headers.authorization!.slice('Bearer '.length);
      expect((await get(`${paths(card.id).pass}?token=${access}`)).statusCode).toBe(401);
      // A link token of the same secret for another purpose opens nothing here either.
      const other = await t.deps.tokens.signLinkToken(
        'email-link',
        claimsSub(token),
        { card: card.id },
        60,
      );
      expect((await get(`${paths(card.id).pass}?token=${other}`)).statusCode).toBe(401);
    });

    it('a link of a card that changed hands opens nothing', async () => {
      const url = await linkFor(plain.id);
      const [owner] = await t.deps.database.db
        .select({ ownerId: cards.ownerId })
        .from(cards)
        .where(eq(cards.id, plain.id));
      const other = await t.createUser();
      await t.deps.database.db
        .update(cards)
        .set({ ownerId: other.id })
        .where(eq(cards.id, plain.id));
      try {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'card_not_found', message: COPY.cardNotFound });
      } finally {
        await t.deps.database.db
          .update(cards)
          .set({ ownerId: owner!.ownerId })
          .where(eq(cards.id, plain.id));
      }
    });
  });

  describe('Google Wallet', () => {
    it("answers a save link whose RS256 JWT, signed by the service account, holds the card's generic object", async () => {
      const response = await get(paths(card.id).google, headers);
      expect(response.statusCode, response.body).toBe(200);
      const { url } = response.json() as { url: string };
      expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
      const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
      const { payload, protectedHeader } = await jwtVerify(jwt, credentials.googlePublicKey, {
        algorithms: ['RS256'],
        issuer: TEST_GOOGLE_CLIENT_EMAIL,
        audience: 'google',
      });
      expect(protectedHeader).toEqual({ alg: 'RS256', typ: 'JWT' });
      const classId = `${TEST_GOOGLE_ISSUER_ID}.${GOOGLE_CLASS_SUFFIX}`;
      const share = `${APP_URL}/c/${card.code}?src=wallet`;
      const text = (value: string) => ({ defaultValue: { language: 'en-US', value } });
      expect(payload).toMatchObject({
        typ: 'savetowallet',
        origins: [APP_URL],
        iat: Math.floor(t.clock.now().getTime() / 1000),
        payload: {
          genericClasses: [{ id: classId }],
          genericObjects: [
            {
              id: `${TEST_GOOGLE_ISSUER_ID}.${card.uuid}`,
              classId,
              state: 'ACTIVE',
              cardTitle: text('Acme & Co'),
              header: text('José Núñez'),
              subheader: text('Chief Engineer'),
              hexBackgroundColor: '#f9fafb',
              barcode: { type: 'QR_CODE', value: share },
              logo: { sourceUri: { uri: photoUrl } },
            },
          ],
        },
      });
      expect(photoUrl.startsWith('https://')).toBe(true);
    });

    it('is not valid under any other key', async () => {
      const { url } = (await get(paths(card.id).google, headers)).json() as { url: string };
      const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
      const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
      await expect(jwtVerify(jwt, stranger, { algorithms: ['RS256'] })).rejects.toThrow();
    });

    it('leaves out images that are not https and draws the dark theme by default', async () => {
      const { url } = (await get(paths(plain.id).google, headers)).json() as { url: string };
      const claims = decodeJwt(url.slice('https://pay.google.com/gp/v/save/'.length)) as {
        payload: { genericObjects: Array<Record<string, unknown>> };
      };
      const object = claims.payload.genericObjects[0]!;
      expect(object).toMatchObject({
        id: `${TEST_GOOGLE_ISSUER_ID}.${plain.uuid}`,
        cardTitle: { defaultValue: { value: 'Catalyst Connect' } },
        header: { defaultValue: { value: 'Plain' } },
        hexBackgroundColor: '#030712',
        barcode: { type: 'QR_CODE', value: `${APP_URL}/c/${plain.code}?src=wallet` },
      });
      expect(object).not.toHaveProperty('logo');
      expect(object).not.toHaveProperty('subheader');
    });
  });
});

describe('an Apple Wallet key with a passphrase', () => {
  it('is decrypted at start-up and signs passes that verify', async () => {
    const config = loadConfig({
      ...credentials.appleEnv,
      APPLE_WALLET_KEY: credentials.encryptedKeyPath,
      APPLE_WALLET_KEY_PASSPHRASE: TEST_KEY_PASSPHRASE,
    });
    const card: WalletCard = {
      cardId: 1,
      uuid: randomUUID(),
      name: 'Key Holder',
      title: null,
      company: null,
      url: 'https://cards.example/u/key-holder?src=wallet',
      theme: 'dark',
      profileImageUrl: null,
      companyImageUrl: null,
    };
    const storage = { read: async () => null } as never;
    const pkpass = await buildApplePass({ storage } as never, {
      credentials: config.appleWallet!,
      card,
    });
    expect(checkArchive(unzipPass(pkpass))).toMatchObject({ serialNumber: card.uuid });
  });
});

function claimsSub(token: string): string {
  return decodeJwt(token).sub!;
}
