import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PROFILES } from '#tests/support/public-profile-fixtures';
import { PublicProfilePage } from './public-profile-page';
import { PublicProfileView } from './public-profile-view';

const URLS = {
  vcardUrl: 'https://app.example/api/vcard/x/download',
  shopUrl: 'https://shop.example/',
};

/**
 * The other two callers' markup, pinned as the server page's is (render-profile-page.test.ts):
 * the app's own /u route (live, sending through the API) and the editor's phone preview.
 */
describe('PublicProfileView markup', () => {
  for (const [name, { profile }] of Object.entries(PUBLIC_PROFILES)) {
    it(`renders the ${name} profile in the app's /u route as before`, () => {
      const html = renderToStaticMarkup(
        createElement(PublicProfilePage, { profile, ...URLS, onSendMessage: async () => {} }),
      );
      expect(html).toMatchSnapshot();
    });

    it(`renders the ${name} profile in the editor's preview as before`, () => {
      const html = renderToStaticMarkup(
        createElement(PublicProfileView, {
          profile: { ...profile, active: true },
          ...URLS,
          mode: 'preview',
          notify: () => {},
        }),
      );
      expect(html).toMatchSnapshot();
    });
  }
});
