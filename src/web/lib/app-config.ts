import {
  APP_CONFIG_ELEMENT_ID,
  WebAppConfig,
  type WebAppConfig as WebAppConfigType,
} from '#shared/app-config';
import { INACTIVITY_TIMEOUT_SECONDS, INACTIVITY_WARNING_SECONDS } from '#shared/constants';

const defaults: WebAppConfigType = {
  appUrl: typeof window === 'undefined' ? '' : window.location.origin,
  shopUrl: 'https://shop.catalystconnect.example',
  supportEmail: 'support@catalystconnect.example',
  inactivityTimeoutSeconds: INACTIVITY_TIMEOUT_SECONDS,
  inactivityWarningSeconds: INACTIVITY_WARNING_SECONDS,
  payments: { provider: 'sandbox' },
  wallets: { apple: false, google: false },
  crms: [],
};

/** The runtime config the server put in index.html; defaults under `vite dev`. */
function readAppConfig(): WebAppConfigType {
  if (typeof document === 'undefined') return defaults;
  const element = document.getElementById(APP_CONFIG_ELEMENT_ID);
  try {
    const parsed = WebAppConfig.safeParse(JSON.parse(element?.textContent ?? '{}'));
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
}

export const appConfig = readAppConfig();
