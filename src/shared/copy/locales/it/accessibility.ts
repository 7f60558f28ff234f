// The accessibility statement (src/shared/copy/sentences/accessibility.ts).
import { icu } from './language';

export const accessibilityTitle = 'Dichiarazione di accessibilità';
export const accessibilityIntro =
  'Catalyst Connect deve funzionare per tutti: per chi possiede i biglietti, per i loro team e per ogni visitatore che apre la pagina di un biglietto. Questa dichiarazione riguarda le pagine profilo pubbliche, l’app per i titolari e le schermate di accesso a questo indirizzo.';
export const accessibilityConformanceHeading = 'Livello di accessibilità';
export const accessibilityConformance =
  'Puntiamo al livello AA delle Linee guida per l’accessibilità dei contenuti Web (WCAG) 2.2. Prima di ogni rilascio, ogni schermata viene verificata con le regole automatiche di axe-core per le WCAG 2.0 e 2.1 (A e AA), in larghezza smartphone e desktop, con tema chiaro e scuro, e non deve presentare problemi gravi o critici. Ogni schermata viene inoltre usata con la sola tastiera: ogni comando deve essere raggiungibile e mostrare dove si trova il focus.';
export const accessibilityPartial =
  'I controlli automatici non possono valutare tutto, quindi il prodotto è parzialmente conforme alle WCAG 2.2 AA: qui sotto trovi le eccezioni che conosciamo.';
export const accessibilityLanguagesHeading = 'Lingue';
export const accessibilityLanguages =
  'Le pagine vengono mostrate nella lingua del visitatore quando è una delle nove che offriamo, e da destra a sinistra in arabo. Un menu delle lingue in fondo a ogni pagina pubblica permette di cambiarla.';
export const accessibilityKnownHeading = 'Cosa sappiamo non essere conforme';
export const accessibilityKnownOwnerWords =
  'I testi scritti dal titolare del biglietto (nome, qualifica, slogan, etichette dei pulsanti) non sono contrassegnati con la loro lingua, quindi uno screen reader potrebbe leggerli con la pronuncia della pagina (WCAG 3.1.2).';
export const accessibilityKnownImages =
  'Una foto o un logo è descritto dal nome della persona o dell’azienda, non da ciò che mostra.';
export const accessibilityKnownCamera =
  'Leggere un biglietto da visita cartaceo o un badge con la fotocamera richiede la vista; ogni campo compilato in questo modo si può anche digitare.';
export const accessibilityKnownThirdParty =
  'Pagamenti, fatture e accesso tramite la tua azienda aprono pagine del fornitore dei pagamenti e del tuo provider di identità, che seguono le proprie dichiarazioni di accessibilità.';
export const accessibilityReportHeading = 'Segnala un ostacolo';
export const accessibilityReport = icu<[email: string]>(
  'Se qualcosa ti impedisce di usare una pagina o una schermata, scrivi a {email} indicando l’indirizzo della pagina e cosa è successo. Rispondiamo a ogni segnalazione.',
  'email',
);
export const accessibilityReviewed = icu<[date: number]>(
  'Questa dichiarazione è stata rivista l’ultima volta il {date, date, long}.',
  'date',
);
export const accessibilityKnownTargetSize =
  'Alcune caselle di controllo e alcuni link piccoli sono più piccoli dei 24 × 24 pixel che le WCAG 2.2 chiedono per un obiettivo (2.5.8); i controlli automatici non includono ancora questa regola.';
