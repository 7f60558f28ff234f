import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, mailQueue, leads } from '#server/db/schema';
import { maxLengthMessage, COPY, requiredMessage } from '#shared/copy';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { parseHtml } from '#tests/support/parse-html';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { CONTACT_EMAIL_LIMITS } from './email-owner-contact';

// The lead-exchange form (docs/product.md#messages): the owner's fields and consent sentence, what
// a lead keeps of them, its source, and "E-mail me {name}'s contact" with its budgets.

const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'Hi',
};
const consentText = 'I agree that Grace may contact me about Navy compilers.';

describe.each(databaseKinds)('the lead-exchange form on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function ownerWithForm(leadForm?: object) {
    const owner = await ownerWithHandle(t);
    if (leadForm) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/cards/${owner.card.id}/profile`,
        headers: owner.headers,
        payload: { leadForm },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return owner;
  }
  const send = (
    key: string,
    payload: object | string,
    headers: Record<string, string> = {},
    remoteAddress = '203.0.113.7',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${key}/send-message`,
      payload,
      headers,
      remoteAddress,
    });
  const storedFor = async (cardId: number) =>
    t.deps.database.db
      .select()
      .from(leads)
      .where(eq(leads.cardId, cardId))
      .orderBy(leads.createdAt);

  it("keeps the owner's form settings, validated, and shows them to visitors", async () => {
    const form = {
      company: 'required',
      title: 'optional',
      phone: 'hidden',
      message: 'optional',
      consentText,
    };
    const owner = await ownerWithForm(form);
    const read = await t.app.inject({
      url: `/api/cards/${owner.card.id}/profile`,
      headers: owner.headers,
    });
    expect(read.json().leadForm).toEqual(form);
    const shown = await t.app.inject({ url: `/api/card-profiles/public/${owner.handle}` });
    expect(shown.json().leadForm).toEqual(form);

    const put = (leadForm: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cards/${owner.card.id}/profile`,
        headers: owner.headers,
        payload: { leadForm },
      });
    expect((await put({ ...form, company: 'sometimes' })).statusCode).toBe(400);
    const long = await put({ ...form, consentText: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(maxLengthMessage(300, 'Consent text'));
    expect((await put({ ...form, consentText: 'Line\nbreak' })).statusCode).toBe(400);

    // The page: company required, title optional, no phone, the consent box.
    const page = parseHtml((await t.app.inject({ url: `/u/${owner.handle}` })).body);
    const field = (name: string) => page.querySelector<HTMLInputElement>(`form [name="${name}"]`);
    expect(field('company')?.required).toBe(true);
    expect(field('title')?.required).toBe(false);
    expect(field('phone')).toBeNull();
    expect(field('message')?.required).toBe(false);
    expect(field('consent')).toMatchObject({ type: 'checkbox', required: true });
    expect(field('consent')?.closest('label')?.textContent).toContain(consentText);
    expect(field('source')?.type).toBe('hidden');
  });

  it('stores company, title, the consent sentence shown and its time, and the source', async () => {
    const owner = await ownerWithForm({
      company: 'optional',
      title: 'optional',
      phone: 'optional',
      message: 'required',
      consentText,
    });
    const sent = await send(owner.handle, {
      ...visitor,
      phone: '',
      company: 'Analytical Engines Ltd',
      title: 'Mathematician',
      consent: true,
      source: 'QR',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      ok: true,
      contactToken: expect.stringMatching(/^[0-9a-f-]{36}\.[0-9a-f]{32}$/),
    });
    const [lead] = await storedFor(owner.card.id);
    expect(lead).toMatchObject({
      company: 'Analytical Engines Ltd',
      title: 'Mathematician',
      phone: '',
      consentText,
      consentedAt: t.clock.now(),
      source: 'qr',
    });
    // Not ticked: no consent recorded. A form posted without script: the source comes from the
    // address of the page it was posted from.
    const form = await send(owner.handle, 'name=Bob&email=bob%40example.com&message=Hello', {
      'content-type': 'application/x-www-form-urlencoded',
      referer: `${t.config.appUrl}/u/${owner.handle}?src=nfc`,
    });
    expect(form.statusCode).toBe(303);
    const [, second] = await storedFor(owner.card.id);
    expect(second).toMatchObject({
      name: 'Bob',
      consentText: null,
      consentedAt: null,
      source: 'nfc',
      phone: '',
    });
  });

  it("keeps the original four required while the owner's form does, and API clients of them working", async () => {
    const owner = await ownerWithForm();
    const missing = await send(owner.handle, { name: 'A', email: 'a@example.com', message: 'Hi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(requiredMessage('Phone'));
    // The owner asks for a company, required on the page only: the four fields still pass.
    const asking = await ownerWithForm({
      company: 'required',
      title: 'hidden',
      phone: 'required',
      message: 'required',
      consentText,
    });
    expect((await send(asking.handle, visitor)).statusCode).toBe(200);
    const [lead] = await storedFor(asking.card.id);
    expect(lead).toMatchObject({ company: null, consentText: null, source: null });
  });

  it("e-mails the owner's vCard to the visitor once, Reply-To the owner, without the visitor's text", async () => {
    const owner = await ownerWithForm();
    // The card's public address: what Reply-To names, never the account's login address.
    await t.deps.database.db
      .update(cards)
      .set({ email: 'grace@navy.example' })
      .where(eq(cards.id, owner.card.id));
    const sent = await send(owner.handle, {
      ...visitor,
      email: 'once@example.com',
      message: 'SECRET-VISITOR-TEXT',
    });
    const token = sent.json().contactToken as string;
    const ask = (key: string, body: object, remoteAddress = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${key}/email-contact`,
        payload: body,
        remoteAddress,
      });
    const first = await ask(owner.handle, { token });
    expect(first.statusCode, first.body).toBe(200);
    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'once@example.com'));
    expect(mail).toMatchObject({
      replyTo: 'grace@navy.example',
      subject: "Grace Hopper's contact",
    });
    expect(mail!.attachment).toMatchObject({
      contentType: 'text/vcard; charset=utf-8',
      filename: expect.stringMatching(/\.vcf$/),
    });
    expect(mail!.attachment!.content).toContain('FN:Grace Hopper');
    expect(`${mail!.textBody}${mail!.htmlBody}${mail!.subject}`).not.toContain(
      'SECRET-VISITOR-TEXT',
    );
    await t.deps.jobs.runOnce();
    expect(
      t.mailbox.sent.find((m) => m.to === 'once@example.com')?.attachments?.[0]?.filename,
    ).toMatch(/\.vcf$/);

    const again = await ask(owner.handle, { token });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(COPY.tooManyContactEmails);
    // The same mailbox written otherwise is the same recipient.
    const disguised = (
      await send(owner.handle, { ...visitor, email: 'Once+again@EXAMPLE.com' })
    ).json().contactToken as string;
    expect((await ask(owner.handle, { token: disguised })).statusCode).toBe(429);
    // Forged, another card's, or too old: refused.
    expect(
      (await ask(owner.handle, { token: `${token.split('.')[0]}.${'x'.repeat(32)}` })).statusCode,
    ).toBe(400);
    const other = await ownerWithForm();
    expect((await ask(other.handle, { token })).json().message).toBe(COPY.contactTokenInvalid);
    const late = (await send(owner.handle, { ...visitor, email: 'late@example.com' })).json()
      .contactToken;
    t.clock.advance(3_600_001);
    expect((await ask(owner.handle, { token: late })).statusCode).toBe(400);
    // A message held as spam (the honeypot) gets no token at all.
    const spam = await send(owner.handle, { ...visitor, website: 'http://spam.example' });
    expect(spam.json()).toEqual({ ok: true });
  });

  it('sends at most 20 a card a day', async () => {
    const owner = await ownerWithForm();
    const outcomes: number[] = [];
    for (let i = 0; i <= CONTACT_EMAIL_LIMITS.perCard; i += 1) {
      const address = `198.51.100.${i + 1}`;
      const { contactToken } = (
        await send(owner.handle, { ...visitor, email: `v${i}@example.com` }, {}, address)
      ).json();
      outcomes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/card-profiles/public/${owner.handle}/email-contact`,
            payload: { token: contactToken },
            remoteAddress: address,
          })
        ).statusCode,
      );
    }
    expect(outcomes.filter((status) => status === 200)).toHaveLength(20);
    expect(outcomes.at(-1)).toBe(429);
  });
});
