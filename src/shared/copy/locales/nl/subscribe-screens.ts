// Upgrading to Catalyst Connect (/subscribe) and its payment and confirmation.
import { icu } from './language';

export const upgradeTitle = 'Upgrade naar Catalyst Connect';
export const upgradeSandboxNotice = 'TESTMODUS: testbetalingen, er wordt geen echte kaart belast.';
export const upgradeSandboxCards =
  'Gebruik 4242 4242 4242 4242 met een willekeurige toekomstige datum en een willekeurige CVC. 4000 0000 0000 0002 wordt geweigerd.';
export const upgradeCardNumber = 'Kaartnummer';
export const upgradeExpirationDate = 'Vervaldatum';
export const upgradeExpiryPlaceholder = 'MM / JJ';
export const upgradeSecurityCode = 'Beveiligingscode';
export const upgradeSubmit = 'Versturen';
export const upgradeDueToday = 'Vandaag te betalen:';
export const upgradeShortTitle = 'Upgrade';
export const upgradePitch =
  'Pas je openbare profiel aan en deel het met iedereen die je ontmoet: je kaart blijft werken en je Connect-profiel brengt hem tot leven.';
export const upgradeWhatYouGet = 'Wat je krijgt';
export const upgradeCancelAnyTimeFromSettings = 'Op elk moment op te zeggen via Instellingen.';
export const upgradeActive = 'Je abonnement is actief.';
export const upgradeGoToMyCards = 'Naar Mijn kaarten';
export const upgradeTryAgain = 'Opnieuw proberen';
export const upgradeConfirming = 'Je abonnement wordt bevestigd...';
export const upgradeConfirmingSlowly =
  'Dit duurt langer dan normaal. Je abonnement wordt geactiveerd zodra de betaling is bevestigd.';
export const upgradeReturnHome = 'Terug naar start';
export const upgradePricePerMonth = icu<[price: number]>('$ {price} per maand', 'price');
