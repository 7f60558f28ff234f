import { describe, expect, it } from 'vitest';
import { PUBLIC_PROFILES } from '#tests/support/public-profile-fixtures';
import { renderProfilePage } from './render-profile-page';

const ASSETS = {
  script: '/assets/public-profile-entry.js',
  preloads: ['/assets/chunk.js'],
  styles: ['/assets/public-profile.css'],
};

/**
 * The server-rendered page, byte for byte: the markup visitors get (and the enhancement script
 * reads) changes only on purpose, never as a side effect of reshaping the shared component.
 */
describe('renderProfilePage markup', () => {
  for (const [name, fixture] of Object.entries(PUBLIC_PROFILES)) {
    it(`renders the ${name} profile as before`, () => {
      const html = renderProfilePage(
        {
          key: 'grace-hopper',
          profile: fixture.profile,
          vcardUrl: `https://app.example/api/vcard/${fixture.profile.uuid}/download`,
          shopUrl: 'https://shop.example/',
          inAppHint: fixture.inAppHint,
          language: 'en',
        },
        'https://app.example/u/grace-hopper',
        ASSETS,
      );
      expect(html).toMatchSnapshot();
    });
  }
});
