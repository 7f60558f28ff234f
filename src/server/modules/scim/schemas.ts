/** The SCIM schema URNs (RFC 7643 8.7, RFC 7644 3.5.2 and 3.4.2). */
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const LIST_RESPONSE_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** A SCIM resource or a part of one, as JSON. */
export type ScimObject = Record<string, unknown>;

export function isObject(value: unknown): value is ScimObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The attributes' names as RFC 7643 writes them: names are case-insensitive, so what a provider
 * sends in another case is kept under this one (and read back as the RFC writes it).
 */
const CANONICAL = new Map(
  [
    'userName',
    'externalId',
    'displayName',
    'nickName',
    'name',
    'givenName',
    'familyName',
    'middleName',
    'formatted',
    'honorificPrefix',
    'honorificSuffix',
    'title',
    'userType',
    'preferredLanguage',
    'locale',
    'timezone',
    'active',
    'emails',
    'phoneNumbers',
    'addresses',
    'value',
    'type',
    'primary',
    'display',
    'members',
    'department',
    'employeeNumber',
    'costCenter',
    'organization',
    'division',
    'manager',
    'streetAddress',
    'locality',
    'region',
    'postalCode',
    'country',
  ].map((name) => [name.toLowerCase(), name]),
);
CANONICAL.set(ENTERPRISE_USER_SCHEMA.toLowerCase(), ENTERPRISE_USER_SCHEMA);

/** The key of `object` that is `name` whatever its case, else `name` as the RFC writes it. */
export function keyOf(object: ScimObject, name: string): string {
  const lower = name.toLowerCase();
  return (
    Object.keys(object).find((key) => key.toLowerCase() === lower) ?? CANONICAL.get(lower) ?? name
  );
}

/** Reads `name` of `object` whatever its case. */
export function read(object: ScimObject, name: string): unknown {
  return object[keyOf(object, name)];
}
