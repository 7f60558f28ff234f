import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** What the identity provider says of a person (the ID token's claims). */
export interface OidcPerson {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface OidcStandIn {
  /** The issuer (http://127.0.0.1:{port}): what the admin types as 'Issuer'. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces a person who can sign in at the provider. */
  addPerson(person: OidcPerson): void;
  /**
   * Drives a sign-in programmatically, as a browser would: the authorization URL, the provider's
   * login form submitted as `email`, its resumption; answers the redirect back to the client
   * (`redirect_uri?code=&state=&iss=`). `deny` answers the redirect with `error=access_denied`.
   */
  signIn(authorizationUrl: string, email: string | { deny: true }): Promise<URL>;
  /** Token endpoint requests served (each sign-in makes one). */
  readonly tokenRequests: number;
  close(): Promise<void>;
}

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]+)$/;

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 and a free port, with one
 * confidential client authenticating with client_secret_basic, PKCE required, and the ID token
 * carrying email, email_verified, given_name and family_name (conformIdTokenClaims off, as Entra
 * ID and Google put them there). Its login is a one-field form at /interaction/{uid} (the e-mail
 * of a person added with `addPerson`; 'Cancel' answers access_denied); consent is implied.
 * Used by the inject tests, the Playwright journey and bench/sso-sign-in.ts.
 */
export async function startOidcProvider({
  redirectUris,
  clientId = 'catalyst-connect',
  clientSecret = 'oidc-client-secret-0123456789',
}: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<OidcStandIn> {
  const people = new Map<string, OidcPerson>();
  let tokenRequests = 0;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...signingKey, kid: 'stand-in', use: 'sig', alg: 'RS256' }] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...person }) };
    },
    // Consent is implied: the grant of the requested scope is made when asked for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('grant.success', () => (tokenRequests += 1));
  provider.on('grant.error', () => (tokenRequests += 1));
  const callback = provider.callback();

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (!INTERACTION.test(path)) {
      callback(request, response);
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      void interaction(request, response, body).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
    });
  });

  async function interaction(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: string,
  ) {
    const details = await provider.interactionDetails(request, response);
    if (request.method !== 'POST') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><title>Stand-in identity provider</title></head>
<body><main><h1>Sign in at the identity provider</h1>
<form method="post" action="/interaction/${details.uid}">
<label for="email">Work e-mail</label> <input id="email" name="email" type="email" autofocus>
<button type="submit">Sign in</button>
<button type="submit" name="deny" value="1">Cancel</button>
</form></main></body></html>`,
      );
      return;
    }
    const form = new URLSearchParams(body);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const result =
      form.get('deny') || !people.has(email)
        ? { error: 'access_denied', error_description: 'The person did not sign in' }
        : { login: { accountId: email } };
    await provider.interactionFinished(request, response, result, {
      mergeWithLastSubmission: false,
    });
  }

  async function signIn(authorizationUrl: string, who: string | { deny: true }): Promise<URL> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    };
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.origin !== issuer) return url;
      const interacting = INTERACTION.test(url.pathname);
      const response = await fetch(url, {
        method: interacting ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: cookieHeader(),
          ...(interacting ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(interacting
          ? {
              body: new URLSearchParams(
                typeof who === 'string' ? { email: who } : { deny: '1' },
              ).toString(),
            }
          : {}),
      });
      keep(response);
      const location = response.headers.get('location');
      if (!location) {
        throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
      }
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    addPerson: (person) => people.set(person.email.toLowerCase(), person),
    signIn,
    get tokenRequests() {
      return tokenRequests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
