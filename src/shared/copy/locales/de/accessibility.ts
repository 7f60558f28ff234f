// The accessibility statement (src/shared/copy/sentences/accessibility.ts).
import { icu } from './language';

export const accessibilityTitle = 'Erklärung zur Barrierefreiheit';
export const accessibilityIntro =
  'Catalyst Connect soll für alle funktionieren: für die Menschen, denen die Karten gehören, für ihre Teams und für alle, die die Seite einer Karte öffnen. Diese Erklärung gilt für die öffentlichen Profilseiten, die App für Karteninhaber und die Anmeldeseiten unter dieser Adresse.';
export const accessibilityConformanceHeading = 'Wie barrierefrei die Anwendung ist';
export const accessibilityConformance =
  'Unser Ziel ist die Konformitätsstufe AA der Web Content Accessibility Guidelines (WCAG) 2.2. Vor jeder Veröffentlichung wird jede Ansicht mit den automatischen Regeln von axe-core für WCAG 2.0 und 2.1 (A und AA) geprüft, in Smartphone- und Desktop-Breite, im hellen und im dunklen Design, und darf keinen schwerwiegenden oder kritischen Befund zeigen. Außerdem wird jede Ansicht allein mit der Tastatur bedient: Jedes Bedienelement muss erreichbar sein und den Fokus sichtbar anzeigen.';
export const accessibilityPartial =
  'Automatische Prüfungen können nicht alles beurteilen. Daher ist die Anwendung teilweise konform mit WCAG 2.2 AA; die uns bekannten Ausnahmen stehen unten.';
export const accessibilityLanguagesHeading = 'Sprachen';
export const accessibilityLanguages =
  'Seiten erscheinen in der Sprache der Besucher, wenn sie eine unserer neun Sprachen ist, und auf Arabisch von rechts nach links. Über ein Sprachmenü am Fuß jeder öffentlichen Seite lässt sie sich wechseln.';
export const accessibilityKnownHeading = 'Was bekanntermaßen nicht konform ist';
export const accessibilityKnownOwnerWords =
  'Texte, die Karteninhaber selbst schreiben (Name, Position, Slogan, Button-Beschriftungen), sind nicht mit ihrer eigenen Sprache ausgezeichnet. Ein Screenreader liest sie deshalb womöglich mit der Aussprache der Seite vor (WCAG 3.1.2).';
export const accessibilityKnownImages =
  'Ein Foto oder Logo wird mit dem Namen der Person oder des Unternehmens beschrieben, nicht mit dem, was es zeigt.';
export const accessibilityKnownCamera =
  'Das Einlesen einer Visitenkarte oder eines Namensschilds mit der Kamera setzt Sehvermögen voraus; jedes Feld, das dabei ausgefüllt wird, lässt sich auch eintippen.';
export const accessibilityKnownThirdParty =
  'Zahlung, Rechnungen und die Anmeldung über Ihr Unternehmen öffnen Seiten des Zahlungsanbieters und Ihres Identitätsanbieters, für die deren eigene Erklärungen zur Barrierefreiheit gelten.';
export const accessibilityReportHeading = 'Eine Barriere melden';
export const accessibilityReport = icu<[email: string]>(
  'Wenn Sie etwas daran hindert, eine Seite oder Ansicht zu nutzen, schreiben Sie an {email}, mit der Adresse der Seite und einer kurzen Beschreibung, was passiert ist. Wir antworten auf jede Meldung.',
  'email',
);
export const accessibilityReviewed = icu<[date: number]>(
  'Diese Erklärung wurde zuletzt am {date, date, long} überprüft.',
  'date',
);
export const accessibilityKnownTargetSize =
  'Einige Kontrollkästchen und kleine Links sind kleiner als die 24 × 24 Pixel, die WCAG 2.2 für ein Bedienziel verlangt (2.5.8); die automatischen Prüfungen umfassen diese Regel noch nicht.';
