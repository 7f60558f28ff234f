import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, uploads } from '#server/db/schema';
import { AccountDataExport } from '#shared/schemas/account-data';
import { ownerInEveryTable, type OwnerInEveryTable } from '#tests/support/account-data-fixtures';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { toCardConfiguration } from '../cards/public';

describe.each(databaseKinds)('GET /api/auth/export on %s', (kind) => {
  let t: TestApp;
  let owner: OwnerInEveryTable;
  let other: OwnerInEveryTable;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'http://localhost:3000' });
    owner = await ownerInEveryTable(t, { sandbox: false });
    other = await ownerInEveryTable(t, { sandbox: false });
  });
  afterAll(() => t.close());

  const exportOf = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/auth/export', headers });

  it('answers 401 without a session', async () => {
    const response = await exportOf();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'unauthorized',
      message: 'You must be signed in to do that',
    });
  });

  it('downloads a dated JSON file, never cached', async () => {
    // The test clock stands still: the day of the file is the day of `now`.
    const now = t.clock.now().toISOString();
    const response = await exportOf(owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="catalyst-connect-data-${now.slice(0, 10)}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(AccountDataExport.parse(response.json()).exportedAt).toBe(now);
  });

  it('holds every card, configuration, QR style, profile, message, subscription and upload of the owner', async () => {
    const data = AccountDataExport.parse((await exportOf(owner.headers)).json());
    expect(data.account).toMatchObject({
      id: owner.id,
      email: owner.email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      role: 'owner',
      subscriptionStatus: 'active',
      pendingEmail: null,
    });

    const { db } = t.deps.database;
    const stored = await db.select().from(cards).where(eq(cards.ownerId, owner.id));
    expect(data.cards.map((card) => card.id)).toEqual(owner.cardIds);
    for (const row of stored) {
      const exported = data.cards.find((card) => card.id === row.id);
      expect(exported?.configuration).toEqual(toCardConfiguration(row));
      expect(exported?.shopifyProductTitle).toBe(row.shopifyProductTitle);
    }
    const [first, second] = data.cards;
    expect(first?.configuration).toMatchObject({
      profileImageUrl: owner.imageUrls[0],
      companyImageUrl: owner.imageUrls[1],
      cellPhone: '+1 555 0101',
    });
    expect(first?.qrStyle).toEqual({
      foreground: '#1F2937',
      background: '#FFFFFF',
      dots: 'rounded',
      logo: 'none',
    });
    expect(first?.profile).toMatchObject({
      handle: owner.handle,
      theme: 'light',
      websiteUrl: 'https://zq.example',
      buttons: [{ text: 'Book a call', url: 'https://example.com/book' }],
    });
    expect(second?.qrStyle).toBeNull();
    expect(second?.profile).toBeNull();

    expect(data.messages.map((message) => message.id).sort()).toEqual([...owner.leadIds].sort());
    expect(data.messages.map((message) => message.name).sort()).toEqual([
      'First Visitor',
      'Second Visitor',
    ]);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^sub_seeded_/), status: 'active' }),
    ]);
    const uploadRows = await db.select().from(uploads).where(eq(uploads.ownerId, owner.id));
    expect(uploadRows).toHaveLength(2);
    expect(data.uploads.map((upload) => upload.url).sort()).toEqual(
      uploadRows.map((row) => row.url).sort(),
    );
    for (const upload of data.uploads) {
      expect(upload.url).toMatch(/^http:\/\/localhost:3000\/uploads\/(profile|company)-images\//);
    }
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toHaveProperty('device');
    expect(data.sessions[0]).toHaveProperty('approximateLocation');
    expect(data.knownDevices.map((row: { device: string }) => row.device)).toEqual([
      'Unknown device',
    ]);
    expect(data.passkeys).toEqual([
      { name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(data.twoStep).toEqual({ enabled: false, enabledAt: null });
  });

  it('holds nothing of another owner, and no password hash or token', async () => {
    const response = await exportOf(owner.headers);
    const body = response.body;
    for (const foreign of [
      other.id,
      other.email,
      other.firstName,
      other.handle,
      ...other.cardUuids,
      ...other.imageUrls,
      ...other.leadIds,
    ]) {
      expect(body).not.toContain(foreign);
    }
    expect(body).not.toMatch(/argon2|passwordHash|password_hash|tokenHash|token_hash/i);
    expect(body).not.toContain(owner.accessToken);
    expect(body).not.toContain(owner.refreshToken);
    expect(body).not.toContain(owner.password);
    expect(body).not.toContain(owner.passkeyPublicKey);
  });
});
