/**
 * Every fixed sentence a user or an API client reads (docs/decisions/016), one export each, in one module per subject (src/shared/copy/sentences/): the
 * code reads them as `COPY.name` (src/shared/copy.ts re-exports this module as one
 * namespace), and a bundle carries only the sentences its screens use (decision 037). The first
 * group is the original wording, reproduced exactly (docs/product.md#wording); the rest were
 * added since. The `*-values` modules hold the sentences that carry a value (ICU MessageFormat,
 * decision 074).
 */
export * from './sentences/original';
export * from './sentences/account-protection';
export * from './sentences/not-found';
export * from './sentences/requests';
export * from './sentences/sign-in';
export * from './sentences/card-fields';
export * from './sentences/images';
export * from './sentences/sharing';
export * from './sentences/operator-console';
export * from './sentences/operator-console-screens';
export * from './sentences/visitor-messages';
export * from './sentences/owner-data';
export * from './sentences/billing';
export * from './sentences/sandbox-cards';
export * from './sentences/shop-orders';
export * from './sentences/insights';
export * from './sentences/stand-ins';
export * from './sentences/nicknames';
export * from './sentences/invitations';
export * from './sentences/teams';
export * from './sentences/departments';
export * from './sentences/change-requests';
export * from './sentences/leads';
export * from './sentences/webhooks';
export * from './sentences/api-keys';
export * from './sentences/passkeys';
export * from './sentences/profile-design';
export * from './sentences/connect-pitch';
export * from './sentences/sessions';
export * from './sentences/team-audit';
export * from './sentences/two-step';
export * from './sentences/company-sign-in';
export * from './sentences/verified-domains';
export * from './sentences/scim';
export * from './sentences/sso-errors';
export * from './sentences/event-capture';
export * from './sentences/card-scan';
export * from './sentences/follow-up';
export * from './sentences/capture-screen';
export * from './sentences/capture-scanner';
export * from './sentences/events';
export * from './sentences/accessibility';
export * from './sentences/account-screens';
export * from './sentences/app-frame';
export * from './sentences/lead-screens';
export * from './sentences/capture-screens';
export * from './sentences/card-editor-screens';
export * from './sentences/card-screens';
export * from './sentences/forms-values';
export * from './sentences/account-values';
export * from './sentences/server-values';
export * from './sentences/public-page-values';
export * from './sentences/editor-values';
export * from './sentences/teams-values';
export * from './sentences/departments-values';
export * from './sentences/crm-values';
export * from './sentences/capture-values';
export * from './sentences/follow-up-values';
export * from './sentences/webhooks-values';
export * from './sentences/verified-domains-values';
export * from './sentences/company-sign-in-values';
export * from './sentences/mail-layout';
export * from './sentences/mail-account';
export * from './sentences/mail-billing';
export * from './sentences/mail-teams';
export * from './sentences/mail-leads';
export * from './sentences/mail-language-choice';
export * from './sentences/public-page';
export * from './sentences/app-language';
