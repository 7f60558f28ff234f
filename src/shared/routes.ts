import { hasControlCharacters } from './text';

/**
 * Route constants (docs/product.md#screens). Web links and server redirects build paths from here.
 */
export const ROUTES = {
  home: '/',
  login: '/login',
  /** Where a single sign-on ends (docs/product.md#single-sign-on): `?code=`, or `?test=1`. */
  ssoComplete: '/sso/complete',
  logout: '/logout',
  profile: '/profile',
  settings: '/settings',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset/:token',
  subscribe: '/subscribe',
  subscribeConfirmation: '/subscribe/confirmation',
  cardEdit: '/cards/:id/edit',
  cardProfileEdit: '/cards/:id/profile/edit',
  /** The card's Insights tab (views, saves, clicks, messages). */
  cardInsights: '/cards/:id/insights',
  /** The card's full-screen QR for showing in person (docs/product.md#in-person; works offline). */
  cardShare: '/cards/:id/share',
  /**
   * The card's e-mail signature, previewed and copied as rich text
   * (docs/product.md#e-mail-signature).
   */
  cardEmailSignature: '/cards/:id/email-signature',
  createAccount: '/create-account/:token',
  createAccountNotification: '/create-account-notification',
  publicProfile: '/u/:uuid',
  /**
   * A card's permanent address, what printed things carry (docs/product.md#public-addresses,
   * decision 031); served by the server, like /u/.
   */
  cardAddress: '/c/:code',
  /**
   * A Connect profile of fixed, made-up data that /subscribe links to: served by the server
   * on any install, demo or not (docs/product.md#the-connect-subscription).
   */
  exampleProfile: '/example',
  /** The sandbox payment provider's billing portal (test mode only). */
  billingPortal: '/billing/portal',
  /** The owner's received messages (docs/product.md#messages). */
  messages: '/messages',
  /** Leads met in person, typed or scanned, offline too (docs/product.md#capture). */
  capture: '/capture',
  /**
   * The link mailed to a new e-mail address confirms the change
   * (docs/product.md#account-lifecycle).
   */
  confirmEmail: '/confirm-email/:token',
  /** The link a team's invitation mails (docs/product.md#teams): join, or create the account. */
  joinTeam: '/join-team/:token',
  /** The Team area (docs/product.md#teams): members, the pool, template, insights, leads, billing. */
  team: '/team',
  teamCards: '/team/cards',
  /** The team's departments and who runs each (docs/product.md#departments). */
  teamDepartments: '/team/departments',
  teamTemplate: '/team/template',
  /** A department's template on the company's (docs/product.md#teams). */
  teamDepartmentTemplate: '/team/departments/:departmentId/template',
  teamInsights: '/team/insights',
  teamLeads: '/team/leads',
  /** The team's events, made by its admins (docs/product.md#events). */
  teamEvents: '/team/events',
  teamBilling: '/team/billing',
  /** The team's audit log (docs/product.md#team-audit-log). */
  teamAudit: '/team/audit',
  /** Company sign-in: verified domains, single sign-on, SCIM (docs/product.md#company-sign-in). */
  teamSignIn: '/team/sign-in',
  /** Members' requests to change a locked field (docs/product.md#change-requests). */
  teamChangeRequests: '/team/change-requests',
  /** The team's webhooks and CRM connections (docs/product.md#integrations). */
  teamIntegrations: '/team/integrations',
  /** The owner's webhooks, CRM connections and API keys (docs/product.md#integrations). */
  integrations: '/integrations',
  /** The operator console, for admins only (docs/product.md#operator-console). */
  admin: '/admin',
  adminAccounts: '/admin/accounts',
  adminAccount: '/admin/accounts/:id',
  adminTeam: '/admin/teams/:id',
  adminMail: '/admin/mail',
  adminAudit: '/admin/audit',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

type ParamValue = string | number | boolean | null | undefined;

/**
 * Substitutes `:name` segments with the matching params (URI-encoded). Params that are not
 * in the path become the query string (`/login?from=...`). Empty values are dropped.
 */
export function buildPath(path: string, params: Record<string, ParamValue> = {}): string {
  const leftover = new URLSearchParams();
  const used = new Set<string>();
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`buildPath: missing route parameter "${name}" for ${path}`);
    }
    used.add(name);
    return encodeURIComponent(String(value));
  });
  for (const [key, value] of Object.entries(params)) {
    if (used.has(key) || value === undefined || value === null || value === '') continue;
    leftover.append(key, String(value));
  }
  const query = leftover.toString();
  return query ? `${filled}?${query}` : filled;
}

function leadsOffSite(path: string): boolean {
  return /^[/\\]{2}/.test(path);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '//';
  }
}

/**
 * A post-login redirect target is honoured only when it is a same-site relative path:
 * "/profile?tab=1" passes; "//evil.example", "/\\evil.example", "https://..." and anything
 * else fall back to home. This closes the open redirect through ?from=.
 */
export function safeRedirectPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return ROUTES.home;
  }
  // Control characters (tab, newline) are stripped by URL parsers and can smuggle "//".
  if (hasControlCharacters(from) || from.includes('\\')) return ROUTES.home;
  try {
    const base = 'http://same.invalid';
    const url = new URL(from, base);
    if (url.origin !== base) return ROUTES.home;
    // Normalising "/.//evil" or "/a/..//evil" yields "//evil", and an encoded "/%2F%2Fevil" or
    // "/%5Cevil" becomes one when something decodes it later: none of those is a local path.
    if (leadsOffSite(url.pathname) || leadsOffSite(safeDecode(url.pathname))) return ROUTES.home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return ROUTES.home;
  }
}
