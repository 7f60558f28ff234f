// Leads (docs/product.md#messages): the owner's work on the messages visitors send.
export const leadNoteTooLong = 'Een notitie mag maximaal 2000 tekens zijn.';
export const leadChangeRequired = 'Stuur een status, een notitie of allebei.';
export const leadDeleted = 'Lead verwijderd.';
/** The confirmation before a lead is erased (a visitor asked to be forgotten). */
export const deleteLeadWarning =
  'Hiermee wis je de lead hier voorgoed. Een kopie die al naar je CRM of een webhook is gestuurd, wordt niet verwijderd: verwijder die daar ook.';
export const noMatchingLeads = 'Geen leads gevonden voor deze zoekopdracht.';
export const leadStatusSaved = 'Status opgeslagen';
export const leadArchived = 'Lead gearchiveerd';
export const leadNoteSaved = 'Notitie opgeslagen';
export const leadFormIntro =
  'Wat het formulier ‘Neem contact op!’ op je pagina vraagt. Bezoekers zien welke velden verplicht zijn, en elke lead bewaart wat er is ingevuld.';
export const consentTextHint =
  'Getoond naast een vakje dat bezoekers moeten aanvinken. Elke lead bewaart de zin waarmee is ingestemd, en wanneer. Laat leeg voor geen vakje.';
export const integrationNotFound = 'Integratie niet gevonden.';

// The Integrations screens (the owner's and the team's): every CRM's connection. The sentences
// that name the CRM are in ../crm.ts.
export const crmFixedValuesIntro =
  'Ingesteld op elk record dat naar het CRM gaat, bijvoorbeeld de leadbron ‘Beurs’. Kies het veld uit de velden die het CRM opsomt.';
export const crmFieldRepeated = 'Dit veld is hierboven al ingesteld.';
export const crmTooManyFixedValues = 'Je kunt maximaal 10 vaste waarden instellen.';
export const crmFixedValuesSaved = 'Vaste waarden opgeslagen.';
export const crmRetryQueued = 'Wordt opnieuw verstuurd.';
export const crmFieldMapIntro =
  'Het CRM-veld dat elk veld van een lead vult. Het e-mailadres identificeert het record altijd. Kies ‘Niet verzonden’ om een veld weg te laten.';
export const crmFieldMapSaved = 'Koppeling opgeslagen';
export const crmFieldsUnavailable =
  'Het CRM gaf zijn velden zojuist niet door, dus de koppeling kan niet worden gewijzigd. Probeer het zo opnieuw.';
export const crmFieldsLoading = 'Velden van het CRM worden gelezen...';
export const crmFixedValueFieldRequired = 'Kies het veld waar deze waarde in komt.';
export const crmFixedValueEmpty = 'Typ de waarde die elk record krijgt, of verwijder deze regel.';
