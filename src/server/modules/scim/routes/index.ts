/**
 * SCIM provisioning (docs/product.md#scim). app.ts registers `scimServiceRoutes` under
 * SCIM_PREFIX beside the public routes (the bearer token is its own sign-in) and
 * `scimTokenRoutes` in the owner scope.
 */
export { SCIM_PREFIX, scimServiceRoutes } from './service';
export { scimTokenRoutes } from './tokens';
