import { describe, expect, it } from 'vitest';
import { normalizeWebAddress } from '../cards/link-fields';
import { COPY } from '../copy';
import { UpdateCardConfigurationBody } from './card-configuration';
import { ProfileButton } from './profiles';
import { TemplateValues } from './team-template';
import { buttonUrl, isHttpUrl, linkUrl, WebUrl } from './web-url';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox',
  'java\nscript:alert(1)',
  'https://example.com/\r\nX-Injected: 1',
];

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('the one rule for web addresses', () => {
  it('makes a web address typed without its scheme a full https URL, and leaves the rest as typed', () => {
    expect(normalizeWebAddress('example.com/work')).toBe('https://example.com/work');
    expect(normalizeWebAddress('  www.example.com  ')).toBe('https://www.example.com');
    expect(normalizeWebAddress('shop.example.co.uk/a?b=c#d')).toBe(
      'https://shop.example.co.uk/a?b=c#d',
    );
    expect(normalizeWebAddress('http://example.com')).toBe('http://example.com');
    expect(normalizeWebAddress('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    expect(normalizeWebAddress('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normalizeWebAddress('not a site')).toBe('not a site');
    expect(normalizeWebAddress('')).toBe('');
  });

  it('takes what the link fields take, in every URL field', () => {
    expect(WebUrl.parse('example.com/work')).toBe('https://example.com/work');
    expect(WebUrl.parse('https://example.com/work')).toBe('https://example.com/work');
    expect(linkUrl('websiteUrl').parse('example.com/work')).toBe('https://example.com/work');
    expect(linkUrl('instagramUrl').parse('@ada')).toBe('https://www.instagram.com/ada');
    expect(buttonUrl('required').parse('example.com/work')).toBe('https://example.com/work');
    expect(buttonUrl('required').parse('tel:+44 20 7946 0958')).toBe('tel:+44 20 7946 0958');
    expect(
      UpdateCardConfigurationBody.parse({ workUrl: 'example.com/work', websiteUrl: 'ada.dev' }),
    ).toEqual({ workUrl: 'https://example.com/work', websiteUrl: 'https://ada.dev' });
    expect(TemplateValues.parse({ workUrl: 'example.com/work' })).toEqual({
      workUrl: 'https://example.com/work',
    });
  });

  it('refuses javascript:, data:, vbscript: and control characters, with one message per kind', () => {
    for (const value of [...HOSTILE, 'ftp://files.example', 'not a site', 'https://']) {
      expect(isHttpUrl(value.trim()), value).toBe(false);
      expect(problem(WebUrl.safeParse(value)), value).toBe(COPY.fullUrlRequired);
      expect(problem(linkUrl('twitterUrl').safeParse(value)), value).toBe(COPY.fullUrlRequired);
      expect(problem(buttonUrl('required').safeParse(value)), value).toBe(COPY.buttonLinkScheme);
    }
    // The same message in the card editor, the template and the profile's links.
    for (const schema of [UpdateCardConfigurationBody, TemplateValues]) {
      expect(problem(schema.safeParse({ workUrl: 'vbscript:msgbox' }))).toBe(COPY.fullUrlRequired);
    }
    expect(problem(WebUrl.safeParse(`https://example.com/${'a'.repeat(2048)}`))).toBe(
      'Must be at most 2048 characters',
    );
  });

  it('asks for a button link when there is none', () => {
    const button = { uuid: '00000000-0000-4000-8000-000000000000', text: 'Go' };
    expect(problem(ProfileButton.safeParse(button))).toBe('Button URL is required');
  });
});
