import { describe, expect, it, vi } from 'vitest';
import { PRERENDERED_PAGES, prerenderPath, renderPage } from './prerender';

/** What each signed-out screen shows before any JavaScript runs (decision 038). */
const EXPECTED: Record<string, string[]> = {
  'login.html': [
    'Sign in to your account',
    'name="email"',
    'name="password"',
    'name="redirect"',
    'Forgot password? Click here.',
  ],
  'forgot-password.html': ['Send Password Reset Instructions', 'name="email"', 'Back to login'],
  'password-reset.html': ['Update Your Password', 'name="password"', 'name="confirmPassword"'],
  'create-account.html': ['Verifying your account...'],
};

describe('prerendering the signed-out screens (in Node, as the build does)', () => {
  it.each(PRERENDERED_PAGES.map((page) => [page.file, page.route] as const))(
    '%s is the screen itself, not the loading gate',
    async (file, route) => {
      const html = await renderPage(prerenderPath(route));
      for (const text of EXPECTED[file] ?? ['(no expectation written)']) {
        expect(html).toContain(text);
      }
      expect(html).not.toContain('Loading...');
    },
  );

  it('renders forms that post (never a GET carrying a password) and cannot be sent yet', async () => {
    for (const route of ['/login', '/forgot-password', '/password-reset/_']) {
      const html = await renderPage(route);
      expect(html, route).toMatch(/<form[^>]* method="post"/);
      expect(html, route).toMatch(/<button type="submit"[^>]* disabled=""/);
    }
  });

  it("leaves no timer behind (the build's process would wait for it to end)", async () => {
    vi.useFakeTimers();
    try {
      for (const page of PRERENDERED_PAGES) await renderPage(prerenderPath(page.route));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
