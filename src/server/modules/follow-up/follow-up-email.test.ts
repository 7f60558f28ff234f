import { describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { followUpValues } from '#shared/leads/follow-up-template';
import { followUpEmail } from './follow-up-email';

const base = {
  to: 'lin@northwind.example',
  template: { subject: COPY.followUpDefaultSubject, body: COPY.followUpDefaultBody },
  values: followUpValues({
    leadName: 'Lin Okafor',
    eventName: 'Hannover Messe',
    ownerName: 'Grace Hopper',
  }),
  replyTo: 'grace@navy.example',
  vcard: { body: 'BEGIN:VCARD\r\nFN:Grace Hopper\r\nEND:VCARD\r\n', fileName: 'Grace-Hopper.vcf' },
  cardUrl: 'http://localhost:3000/u/7f1c1c1e-0000-4000-8000-000000000001',
  appUrl: 'http://localhost:3000',
  language: null,
};

describe('the follow-up e-mail', () => {
  it('is the filled template, Reply-To the owner, with their vCard', () => {
    const mail = followUpEmail(base);
    expect(mail.to).toBe('lin@northwind.example');
    expect(mail.subject).toBe('Great to meet you at Hannover Messe');
    expect(mail.replyTo).toBe('grace@navy.example');
    expect(mail.attachments).toEqual([
      {
        filename: 'Grace-Hopper.vcf',
        contentType: 'text/vcard; charset=utf-8',
        content: base.vcard.body,
      },
    ]);
    expect(mail.text).toMatch(
      /^Hi Lin,\n\nThank you for taking the time to talk with me at Hannover Messe\./,
    );
    expect(mail.text).toContain('Best regards,\nGrace Hopper\n');
    expect(mail.text).toContain(`View Grace Hopper’s card: ${base.cardUrl}`);
    // Paragraphs in the HTML, the signature's line break kept.
    expect(mail.html).toContain('>Hi Lin,</p>');
    expect(mail.html).toContain('Best regards,<br>Grace Hopper</p>');
    expect(mail.html).not.toMatch(/\{firstName\}|\{event\}|\{ownerName\}/);
  });

  it('escapes in HTML everything the owner or the lead typed', () => {
    const mail = followUpEmail({
      ...base,
      template: {
        subject: 'Hi {firstName}',
        body: 'Dear {firstName},\n\n<b>Bold</b> & <a href="x">link</a> at {event}\n\n{ownerName}',
      },
      values: followUpValues({
        leadName: '<script>alert(1)</script> Smith',
        eventName: '<img src=x onerror=alert(2)>',
        ownerName: 'Grace "The Admiral" <Hopper>',
      }),
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain(
      '&lt;b&gt;Bold&lt;/b&gt; &amp; &lt;a href=&quot;x&quot;&gt;link&lt;/a&gt; at &lt;img src=x onerror=alert(2)&gt;',
    );
    expect(mail.html).toContain('Grace &quot;The Admiral&quot; &lt;Hopper&gt;');
    // The text part is text: as typed.
    expect(mail.text).toContain('<b>Bold</b> & <a href="x">link</a>');
  });

  it('keeps the subject one line, whatever the lead’s name holds', () => {
    const mail = followUpEmail({
      ...base,
      template: { subject: 'Hi {firstName} from {ownerName}', body: 'Hello' },
      values: { firstName: 'Lin\r\nBcc: all@example.com', event: 'x', ownerName: 'Grace\n' },
    });
    expect(mail.subject).toBe('Hi Lin Bcc: all@example.com from Grace');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('goes without Reply-To or attachment when there is none to give', () => {
    const mail = followUpEmail({ ...base, replyTo: null, vcard: null });
    expect(mail).not.toHaveProperty('replyTo');
    expect(mail).not.toHaveProperty('attachments');
  });

  it('reads for a lead met at no event', () => {
    const mail = followUpEmail({
      ...base,
      values: followUpValues({ leadName: 'Lin', eventName: null, ownerName: 'Grace Hopper' }),
    });
    expect(mail.subject).toBe('Great to meet you at the event');
    expect(mail.text).toContain('talk with me at the event. It was a pleasure to meet you.');
  });
});
