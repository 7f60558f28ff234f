import { COPY } from '#shared/copy';
import { parseFilter, type Comparison } from './filter';
import { ENTERPRISE_USER_SCHEMA, isObject, keyOf, read, type ScimObject } from './schemas';
import { ScimError } from './scim-errors';

/**
 * PATCH (RFC 7644 3.5.2) applied to a resource as JSON, in RFC form and as Entra ID sends it
 * (decision 066): `op` in any case (`Replace`), a path such as `name.givenName`,
 * `emails[type eq "work"].value` or the enterprise extension's
 * `urn:...:enterprise:2.0:User:department`, and an op without a path whose value is an object
 * of attributes (its keys may be paths too). Values are checked afterwards, on the resource
 * as a whole, by whoever reads it (`"active": "False"` included).
 */

export type PatchOpName = 'add' | 'replace' | 'remove';

export interface PatchOperation {
  op: PatchOpName;
  path?: string;
  value?: unknown;
}

const MAX_OPERATIONS = 100;

function invalidSyntax(): never {
  throw new ScimError('BAD_REQUEST', COPY.scimInvalidSyntax, 'invalidSyntax');
}

function invalidPath(): never {
  throw new ScimError('BAD_REQUEST', COPY.scimInvalidPath, 'invalidPath');
}

/** The operations of a PatchOp request body, checked for their form. */
export function patchOperations(body: unknown): PatchOperation[] {
  if (!isObject(body)) invalidSyntax();
  const operations = read(body, 'Operations');
  if (!Array.isArray(operations) || operations.length > MAX_OPERATIONS) invalidSyntax();
  return operations.map((operation) => {
    if (!isObject(operation)) invalidSyntax();
    const op = String(read(operation, 'op') ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') invalidSyntax();
    const path = read(operation, 'path');
    if (path !== undefined && typeof path !== 'string') invalidSyntax();
    const value = read(operation, 'value');
    if (op !== 'remove' && value === undefined) invalidSyntax();
    if (!path && op === 'remove') {
      throw new ScimError('BAD_REQUEST', COPY.scimInvalidPath, 'noTarget');
    }
    return { op, ...(path ? { path } : {}), value };
  });
}

/** A path, parsed: the extension it is in (if any), the attribute, its filter and sub-attribute. */
interface ParsedPath {
  extension?: string;
  attr: string;
  where?: Comparison[];
  sub?: string;
}

const PATH = /^([A-Za-z][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z][\w$-]*))?$/;
const CORE_URN = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;

export function parsePath(path: string): ParsedPath {
  let rest = path.trim().replace(CORE_URN, '');
  let extension: string | undefined;
  if (rest.toLowerCase().startsWith(`${ENTERPRISE_USER_SCHEMA.toLowerCase()}:`)) {
    extension = ENTERPRISE_USER_SCHEMA;
    rest = rest.slice(ENTERPRISE_USER_SCHEMA.length + 1);
  } else if (rest.toLowerCase().startsWith('urn:')) {
    invalidPath();
  }
  const match = PATH.exec(rest);
  if (!match) invalidPath();
  const [, attr, filter, sub] = match;
  return {
    ...(extension ? { extension } : {}),
    attr: attr!,
    ...(filter ? { where: parseFilter(filter) } : {}),
    ...(sub ? { sub } : {}),
  };
}

/** Whether an element of a multi-valued attribute matches a value filter (strings in any case). */
function matches(element: unknown, where: Comparison[]): boolean {
  if (!isObject(element)) return false;
  return where.every(({ attr, value }) => {
    const found = read(element, attr);
    return typeof found === 'string' && typeof value === 'string'
      ? found.toLowerCase() === value.toLowerCase()
      : found === value;
  });
}

/** The object holding `path.attr`: the resource or its extension (made when writing). */
function containerOf(resource: ScimObject, path: ParsedPath, make: boolean): ScimObject | null {
  if (!path.extension) return resource;
  const key = keyOf(resource, path.extension);
  if (!isObject(resource[key])) {
    if (!make) return null;
    resource[key] = {};
  }
  return resource[key] as ScimObject;
}

function applyAtPath(resource: ScimObject, op: PatchOpName, path: ParsedPath, value: unknown) {
  const container = containerOf(resource, path, op !== 'remove');
  if (!container) return;
  const key = keyOf(container, path.attr);
  if (path.where) {
    const list = Array.isArray(container[key]) ? (container[key] as unknown[]) : [];
    const hits = list.filter((element) => matches(element, path.where!));
    if (op === 'remove') {
      container[key] = path.sub
        ? list.map((element) => {
            if (!hits.includes(element)) return element;
            const copy = { ...(element as ScimObject) };
            delete copy[keyOf(copy, path.sub!)];
            return copy;
          })
        : list.filter((element) => !hits.includes(element));
      return;
    }
    const part = path.sub ? { [path.sub]: value } : value;
    if (!isObject(part)) invalidPath();
    if (hits.length === 0) {
      // Entra ID sets `emails[type eq "work"].value` on a user with no work address yet.
      const made = Object.fromEntries(path.where.map(({ attr, value: v }) => [attr, v]));
      container[key] = [...list, { ...made, ...part }];
    } else {
      container[key] = list.map((element) =>
        hits.includes(element) ? { ...(element as ScimObject), ...part } : element,
      );
    }
    return;
  }
  if (path.sub) {
    const inner = container[key];
    if (inner !== undefined && !isObject(inner)) invalidPath();
    if (op === 'remove') {
      if (isObject(inner)) delete inner[keyOf(inner, path.sub)];
      return;
    }
    const object = (inner as ScimObject | undefined) ?? {};
    object[keyOf(object, path.sub)] = value;
    container[key] = object;
    return;
  }
  if (op === 'remove') delete container[key];
  else if (op === 'add' && Array.isArray(container[key]) && Array.isArray(value)) {
    container[key] = [...(container[key] as unknown[]), ...value];
  } else if (op === 'add' && isObject(container[key]) && isObject(value)) {
    container[key] = { ...(container[key] as ScimObject), ...value };
  } else container[key] = value;
}

/**
 * Applies the operations to a copy of the resource, in order, and answers it. An op without a
 * path takes each key of its value as a path (the extension's object, attribute by attribute).
 */
export function applyPatch(resource: ScimObject, operations: PatchOperation[]): ScimObject {
  const patched = structuredClone(resource);
  for (const { op, path, value } of operations) {
    if (path) {
      applyAtPath(patched, op, parsePath(path), value);
      continue;
    }
    if (!isObject(value)) invalidSyntax();
    for (const [key, part] of Object.entries(value)) {
      // What the server sets (Okta sends a group's `id` back in its replace).
      if (['id', 'meta', 'schemas'].includes(key.toLowerCase())) continue;
      if (key.toLowerCase() === ENTERPRISE_USER_SCHEMA.toLowerCase() && isObject(part)) {
        for (const [attr, inner] of Object.entries(part)) {
          applyAtPath(patched, op, parsePath(`${ENTERPRISE_USER_SCHEMA}:${attr}`), inner);
        }
      } else {
        applyAtPath(patched, op, parsePath(key), part);
      }
    }
  }
  return patched;
}
