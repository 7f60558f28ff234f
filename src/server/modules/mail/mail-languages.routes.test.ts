import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, mailQueue } from '#server/db/schema';
import { copyIn } from '#server/lib/copy-in';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { callAs, personWithCards } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// Every mail in its recipient's language (docs/product.md#mail-in-the-recipients-language).

describe.each(databaseKinds)('mails in the recipient’s language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const mailTo = async (address: string) => {
    // A reset is queued after the answer, in the background.
    await t.deps.background.idle();
    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, address));
    return mail!;
  };

  it('an account with locale de gets its password reset in German', async () => {
    const user = await t.createUser({ locale: 'de', firstName: 'Greta' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/send',
      payload: { email: user.email },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Setzen Sie Ihr Catalyst Connect-Passwort zurück');
    expect(mail.textBody).toContain('Hallo Greta,');
    expect(mail.textBody).toContain(
      'Jemand hat angefordert, das Passwort Ihres Catalyst Connect-Kontos zurückzusetzen.',
    );
    expect(mail.textBody).toContain('Neues Passwort wählen: ');
    expect(mail.htmlBody).toContain('<html lang="de" dir="ltr">');
    expect(mail.htmlBody).toContain(
      'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    );
    expect(mail.textBody).not.toContain('Someone asked');
  });

  it('an account without a locale keeps English', async () => {
    const user = await t.createUser({ firstName: 'Ada' });
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/send',
      payload: { email: user.email },
    });
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Reset your Catalyst Connect password');
    expect(mail.textBody).toContain('Hi Ada,');
    expect(mail.htmlBody).toContain('<html lang="en" dir="ltr">');
  });

  it('a team invitation with locale ja is written in Japanese, whatever the admin reads', async () => {
    const call = callAs(t);
    const admin = await personWithCards(t, 0);
    const created = await call('POST', '/api/teams', admin.headers, { name: 'Kaisha' });
    const teamId = created.json().id as string;
    const invited = await call('POST', `/api/teams/${teamId}/members`, admin.headers, {
      email: 'hanako@example.com',
      firstName: 'Hanako',
      locale: 'ja',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await mailTo('hanako@example.com');
    const ja = copyIn('ja');
    expect(mail.subject).toBe('Catalyst Connect のチームに招待されました');
    expect(mail.textBody).toContain('Hanako 様');
    expect(mail.textBody).toContain('Kaisha に参加する: ');
    expect(mail.textBody).toContain(ja.mailInviteNote);
    expect(mail.htmlBody).toContain('<html lang="ja" dir="ltr">');

    const refused = await call('POST', `/api/teams/${teamId}/members`, admin.headers, {
      email: 'klingon@example.com',
      locale: 'tlh',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'unknown_language',
      message: 'Choose one of the languages listed',
    });
  });

  it('a visitor who wrote from an Arabic page gets the contact mail in Arabic, right to left', async () => {
    const owner = await ownerWithHandle(t);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${owner.handle}/send-message`,
      payload: {
        name: 'Layla',
        email: 'layla@example.com',
        phone: '+971 4 000 0000',
        message: 'مرحبا',
        language: 'ar',
      },
      remoteAddress: '203.0.113.40',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [lead] = await t.deps.database.db
      .select({ language: leads.language })
      .from(leads)
      .where(eq(leads.email, 'layla@example.com'));
    expect(lead!.language).toBe('ar');

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${owner.handle}/email-contact`,
      payload: { token: sent.json().contactToken },
      remoteAddress: '203.0.113.40',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await mailTo('layla@example.com');
    const ar = copyIn('ar');
    expect(mail.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toMatch(/^جهة اتصال /);
    expect(mail.textBody).toContain('مرحبًا،');
    expect(mail.textBody).toContain(ar.mailContactNote);
    expect(mail.textBody).not.toContain('You get this e-mail');
  });

  it('the owner’s notice of that message stays in the owner’s language', async () => {
    const owner = await ownerWithHandle(t, { email: 'owner-en@example.com' });
    await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${owner.handle}/send-message`,
      payload: {
        name: 'Omar',
        email: 'omar@example.com',
        phone: '1',
        message: 'x',
        language: 'ar',
      },
      remoteAddress: '203.0.113.41',
    });
    const mail = await mailTo('owner-en@example.com');
    expect(mail.subject).toBe('New message from Omar via Catalyst Connect');
  });
});
