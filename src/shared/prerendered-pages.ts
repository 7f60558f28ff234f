import { ROUTES } from './routes';

/**
 * The signed-out screens `npm run build` renders to HTML (decision 038): each is written to
 * dist/web/{file} and served for its route, so its form paints before any JavaScript runs. A
 * route with a parameter is rendered once, with `_` for it: the page shows what it shows before
 * it knows the link (the reset form, 'Verifying your account...'). The app hydrates a page after
 * its first frame, or, for a page that needs nothing from the app to be used (Login), on the
 * visitor's first input (decision 051): the build writes which into the page's #root, as
 * `data-hydrate`.
 */
export const PRERENDERED_PAGES = [
  { route: ROUTES.login, file: 'login.html', hydrate: 'first-input' },
  { route: ROUTES.forgotPassword, file: 'forgot-password.html', hydrate: 'first-frame' },
  { route: ROUTES.passwordReset, file: 'password-reset.html', hydrate: 'first-frame' },
  { route: ROUTES.createAccount, file: 'create-account.html', hydrate: 'first-frame' },
] as const;

/** The path a page is rendered at: its route with `_` for every parameter. */
export function prerenderPath(route: string): string {
  return route.replace(/:[A-Za-z0-9_]+/g, '_');
}
