import { MAX_PAGE } from './paging';
import { ENTERPRISE_USER_SCHEMA, GROUP_SCHEMA, LIST_RESPONSE_SCHEMA, USER_SCHEMA } from './schemas';

/**
 * What the service says of itself (RFC 7644 4): ServiceProviderConfig, ResourceTypes and
 * Schemas, for identity providers that read them before provisioning.
 */

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A token made on the Sign-in tab of the Team area',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

function resourceType(baseUrl: string, name: 'User' | 'Group') {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: name,
    name,
    endpoint: `/${name}s`,
    schema: name === 'User' ? USER_SCHEMA : GROUP_SCHEMA,
    ...(name === 'User'
      ? { schemaExtensions: [{ schema: ENTERPRISE_USER_SCHEMA, required: false }] }
      : {}),
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${name}` },
  };
}

export function resourceTypes(baseUrl: string) {
  const resources = [resourceType(baseUrl, 'User'), resourceType(baseUrl, 'Group')];
  return {
    schemas: [LIST_RESPONSE_SCHEMA],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

type Attribute = {
  name: string;
  type?: string;
  multiValued?: boolean;
  required?: boolean;
  uniqueness?: string;
  mutability?: string;
  subAttributes?: Attribute[];
};

function attribute(spec: Attribute): Record<string, unknown> {
  return {
    type: 'string',
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    ...spec,
    ...(spec.subAttributes ? { subAttributes: spec.subAttributes.map(attribute) } : {}),
  };
}

const typedValue = [{ name: 'value' }, { name: 'type' }, { name: 'primary', type: 'boolean' }];

function schema(baseUrl: string, id: string, name: string, attributes: Attribute[]) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id,
    name,
    attributes: attributes.map(attribute),
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` },
  };
}

export function schemaList(baseUrl: string) {
  const resources = [
    schema(baseUrl, USER_SCHEMA, 'User', [
      { name: 'userName', required: true, uniqueness: 'server', mutability: 'immutable' },
      { name: 'externalId' },
      {
        name: 'name',
        type: 'complex',
        subAttributes: [{ name: 'givenName' }, { name: 'familyName' }, { name: 'formatted' }],
      },
      { name: 'displayName' },
      { name: 'title' },
      { name: 'active', type: 'boolean' },
      { name: 'emails', type: 'complex', multiValued: true, subAttributes: typedValue },
      { name: 'phoneNumbers', type: 'complex', multiValued: true, subAttributes: typedValue },
    ]),
    schema(baseUrl, ENTERPRISE_USER_SCHEMA, 'EnterpriseUser', [{ name: 'department' }]),
    schema(baseUrl, GROUP_SCHEMA, 'Group', [
      { name: 'displayName', required: true, uniqueness: 'server' },
      { name: 'externalId' },
      {
        name: 'members',
        type: 'complex',
        multiValued: true,
        subAttributes: [{ name: 'value' }, { name: 'display' }],
      },
    ]),
  ];
  return {
    schemas: [LIST_RESPONSE_SCHEMA],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
