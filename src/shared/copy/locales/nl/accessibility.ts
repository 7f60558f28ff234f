// The accessibility statement (src/shared/copy/sentences/accessibility.ts).
import { icu } from './language';

export const accessibilityTitle = 'Toegankelijkheidsverklaring';
export const accessibilityIntro =
  'Catalyst Connect moet voor iedereen werken: voor de mensen van wie de kaarten zijn, voor hun teams en voor elke bezoeker die de pagina van een kaart opent. Deze verklaring geldt voor de openbare profielpagina’s, de app voor kaarthouders en de inlogschermen op dit adres.';
export const accessibilityConformanceHeading = 'Hoe toegankelijk het is';
export const accessibilityConformance =
  'We streven naar niveau AA van de Web Content Accessibility Guidelines (WCAG) 2.2. Voor elke release wordt elk scherm gecontroleerd met de automatische regels van axe-core voor WCAG 2.0 en 2.1 (A en AA), op telefoon- en desktopbreedte, in een licht en een donker thema, en mag het geen ernstige of kritieke bevinding tonen. Elk scherm wordt ook alleen met het toetsenbord gebruikt: elk bedieningselement moet bereikbaar zijn en laten zien waar de focus staat.';
export const accessibilityPartial =
  'Automatische controles kunnen niet alles beoordelen, dus het product voldoet gedeeltelijk aan WCAG 2.2 AA: de uitzonderingen die we kennen staan hieronder.';
export const accessibilityLanguagesHeading = 'Talen';
export const accessibilityLanguages =
  'Pagina’s verschijnen in de taal van de bezoeker als dat een van onze negen talen is, en in het Arabisch van rechts naar links. Met een taalmenu onderaan elke openbare pagina wissel je van taal.';
export const accessibilityKnownHeading = 'Waarvan we weten dat het niet voldoet';
export const accessibilityKnownOwnerWords =
  'Teksten die de eigenaar van de kaart zelf schrijft (naam, functie, slogan, knoplabels) zijn niet gemarkeerd met hun eigen taal, dus een schermlezer leest ze mogelijk voor met de uitspraak van de pagina (WCAG 3.1.2).';
export const accessibilityKnownImages =
  'Een foto of logo wordt beschreven met de naam van de persoon of het bedrijf, niet met wat erop staat.';
export const accessibilityKnownCamera =
  'Een papieren visitekaartje of badge inlezen met de camera vraagt zicht; elk veld dat zo wordt ingevuld, kun je ook typen.';
export const accessibilityKnownThirdParty =
  'Betalen, facturen en inloggen via je bedrijf openen pagina’s van de betaalprovider en van je identiteitsprovider; daarvoor gelden hun eigen toegankelijkheidsverklaringen.';
export const accessibilityReportHeading = 'Een drempel melden';
export const accessibilityReport = icu<[email: string]>(
  'Kun je een pagina of scherm door iets niet gebruiken? Schrijf dan naar {email} met het adres van de pagina en wat er gebeurde. We reageren op elke melding.',
  'email',
);
export const accessibilityReviewed = icu<[date: number]>(
  'Deze verklaring is voor het laatst herzien op {date, date, long}.',
  'date',
);
export const accessibilityKnownTargetSize =
  'Sommige selectievakjes en kleine links zijn kleiner dan de 24 × 24 pixels die WCAG 2.2 voor een doel vraagt (2.5.8); de automatische controles bevatten die regel nog niet.';
