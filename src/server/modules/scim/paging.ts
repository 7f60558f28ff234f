import { COPY } from '#shared/copy';
import { LIST_RESPONSE_SCHEMA, type ScimObject } from './schemas';
import { ScimError } from './scim-errors';

/** A page of a list (RFC 7644 3.4.2.4): `count` at most MAX_PAGE, DEFAULT_PAGE if not asked. */
export const MAX_PAGE = 200;
const DEFAULT_PAGE = 100;

export interface Page {
  /** 1-based. */
  startIndex: number;
  count: number;
}

function wholeNumber(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,9}$/.test(value)) {
    throw new ScimError('BAD_REQUEST', COPY.scimInvalidPaging, 'invalidValue');
  }
  return Number(value);
}

/** startIndex below 1 is 1, count below 0 is 0 (RFC 7644 3.4.2.4), above MAX_PAGE is MAX_PAGE. */
export function pageOf(query: { startIndex?: string; count?: string }): Page {
  const startIndex = Math.max(1, wholeNumber(query.startIndex) ?? 1);
  const count = Math.min(MAX_PAGE, Math.max(0, wholeNumber(query.count) ?? DEFAULT_PAGE));
  return { startIndex, count };
}

export function listResponse(
  resources: ScimObject[],
  { total, page }: { total: number; page: Page },
): ScimObject {
  return {
    schemas: [LIST_RESPONSE_SCHEMA],
    totalResults: total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
