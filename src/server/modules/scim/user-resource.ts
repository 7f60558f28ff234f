import type { TeamMemberRow } from '#server/db/schema';
import { COPY } from '#shared/copy';
import type { DirectoryPerson } from '../teams/public';
import {
  ENTERPRISE_USER_SCHEMA,
  isObject,
  keyOf,
  read,
  USER_SCHEMA,
  type ScimObject,
} from './schemas';
import { ScimError } from './scim-errors';

/**
 * A SCIM User is a team member (docs/product.md#scim): `userName` is the address, `id` the
 * membership's id. What the directory sent is kept as it sent it (scim_attributes) and read
 * back, under what the team holds: the address, names, title, department and whether the member
 * is active.
 */

const NAME_MAX = 100;
const TITLE_MAX = 100;
const PHONE_MAX = 40;
const DEPARTMENT_MAX = 80;
const EXTERNAL_ID_MAX = 255;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a directory sends that is never kept nor read back. */
const NEVER_KEPT = ['id', 'meta', 'schemas', 'password', 'groups'];

function invalidValue(): never {
  throw new ScimError('BAD_REQUEST', COPY.scimInvalidValue, 'invalidValue');
}

/** A string attribute: absent or null is '', anything but a string is 400, too long is 400. */
function text(value: unknown, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') invalidValue();
  const trimmed = value.trim();
  if (trimmed.length > max) invalidValue();
  return trimmed;
}

/** `active`: a boolean, or Entra's "True"/"False" strings; absent is active. */
export function activeOf(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) {
    return value.toLowerCase() === 'true';
  }
  invalidValue();
}

/** The work phone among `phoneNumbers`: the one typed work, else the primary one. */
function workPhoneOf(resource: ScimObject): string | undefined {
  const phones = read(resource, 'phoneNumbers');
  if (phones === undefined) return undefined;
  if (!Array.isArray(phones)) invalidValue();
  const typed = (type: string) =>
    phones.find((phone) => isObject(phone) && String(read(phone, 'type')).toLowerCase() === type);
  const phone = typed('work') ?? phones.find((p) => isObject(p) && read(p, 'primary') === true);
  return phone === undefined ? undefined : text(read(phone as ScimObject, 'value'), PHONE_MAX);
}

/** The enterprise extension's `department`: undefined when the resource does not say. */
function departmentOf(resource: ScimObject): string | null | undefined {
  const extension = read(resource, ENTERPRISE_USER_SCHEMA);
  if (extension === undefined) return undefined;
  if (!isObject(extension)) invalidValue();
  const key = keyOf(extension, 'department');
  if (!(key in extension)) return undefined;
  return text(extension[key], DEPARTMENT_MAX) || null;
}

/** A User resource (a POST or PUT body, or a patched resource) as the team keeps it. */
export function personOf(resource: unknown): DirectoryPerson & { active: boolean } {
  if (!isObject(resource)) {
    throw new ScimError('BAD_REQUEST', COPY.scimInvalidSyntax, 'invalidSyntax');
  }
  const userName = read(resource, 'userName');
  const email = typeof userName === 'string' ? userName.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) {
    throw new ScimError('BAD_REQUEST', COPY.scimUserNameRequired, 'invalidValue');
  }
  const name = read(resource, 'name');
  if (name !== undefined && name !== null && !isObject(name)) invalidValue();
  const externalId = text(read(resource, 'externalId'), EXTERNAL_ID_MAX) || null;
  const active = activeOf(read(resource, 'active'));
  const attributes = Object.fromEntries(
    Object.entries(resource).filter(([key]) => !NEVER_KEPT.includes(key.toLowerCase())),
  );
  attributes[keyOf(attributes, 'active')] = active;
  const workPhone = workPhoneOf(resource);
  const department = departmentOf(resource);
  return {
    email,
    firstName: text(isObject(name) ? read(name, 'givenName') : undefined, NAME_MAX),
    lastName: text(isObject(name) ? read(name, 'familyName') : undefined, NAME_MAX),
    title: text(read(resource, 'title'), TITLE_MAX),
    ...(workPhone !== undefined ? { workPhone } : {}),
    ...(department !== undefined ? { department } : {}),
    externalId,
    attributes,
    active,
  };
}

/** The member as a SCIM User; `departmentName` names their department, if any. */
export function userResource(
  row: TeamMemberRow,
  { departmentName, baseUrl }: { departmentName: string | null; baseUrl: string },
): ScimObject {
  const kept: ScimObject = { ...(row.scimAttributes ?? {}) };
  const name = isObject(read(kept, 'name')) ? (read(kept, 'name') as ScimObject) : {};
  const extension = isObject(read(kept, ENTERPRISE_USER_SCHEMA))
    ? (read(kept, ENTERPRISE_USER_SCHEMA) as ScimObject)
    : {};
  for (const key of ['name', 'active', 'userName', 'externalId', 'title', ENTERPRISE_USER_SCHEMA]) {
    delete kept[keyOf(kept, key)];
  }
  const emails = read(kept, 'emails') ?? [{ value: row.email, type: 'work', primary: true }];
  delete kept[keyOf(kept, 'emails')];
  return {
    schemas: departmentName ? [USER_SCHEMA, ENTERPRISE_USER_SCHEMA] : [USER_SCHEMA],
    id: row.id,
    ...(row.scimExternalId ? { externalId: row.scimExternalId } : {}),
    userName: row.email,
    ...kept,
    name: { ...name, givenName: row.firstName, familyName: row.lastName },
    ...(row.title ? { title: row.title } : {}),
    emails,
    active: row.status !== 'deactivated',
    ...(departmentName
      ? { [ENTERPRISE_USER_SCHEMA]: { ...extension, department: departmentName } }
      : {}),
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}
