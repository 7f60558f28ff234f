import type { AppDeps } from '#server/app-deps';

/** A new signing secret, in the Standard Webhooks form. */
export function newSecret(deps: Pick<AppDeps, 'random'>): string {
  return `whsec_${deps.random.bytes(24).toString('base64')}`;
}
