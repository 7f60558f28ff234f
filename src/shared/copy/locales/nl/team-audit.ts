// The team's audit log (docs/product.md#team-audit-log): its errors and how its rows read.
export const teamAuditUnknownAction = 'Dit is geen actie die het auditlog vastlegt.';
export const teamAuditCursorInvalid =
  'Deze pagina van het auditlog is niet meer beschikbaar. Begin opnieuw.';
export const teamAuditTab = 'Auditlog';
export const teamAuditIntro =
  'Wie wat heeft gewijzigd in het team, nieuwste eerst. Vermeldingen worden een jaar bewaard.';
export const teamAuditEmpty = 'Er is nog niets vastgelegd.';
export const teamAuditFilterAction = 'Actie';
export const teamAuditFilterPerson = 'Persoon';
export const teamAuditAllActions = 'Alle acties';
export const teamAuditEveryone = 'Iedereen';
export const teamAuditLoadMore = 'Meer laden';
export const teamAuditDownloadCsv = 'CSV downloaden';
export const teamAuditWhen = 'Wanneer';
export const teamAuditWho = 'Wie';
export const teamAuditWhat = 'Wat';
export const teamAuditTarget = 'Doel';
export const teamAuditDetails = 'Details';
export const teamAuditSystemActor = 'Catalyst Connect';
export const teamAuditDirectoryActor = 'Bedrijfsdirectory';

/** The keys of an entry's details as the screen writes them; others show as they are. */
export const teamAuditDetailLabels: Record<string, string> = {
  before: 'Voor',
  after: 'Na',
  role: 'Rol',
  from: 'Van',
  to: 'Naar',
  url: 'Adres',
  events: 'Gebeurtenissen',
  seats: 'Plekken',
  status: 'Status',
  rows: 'Regels',
  filters: 'Filters',
  scopes: 'Bereiken',
  keyPrefix: 'Sleutel',
  accountId: 'HubSpot-account',
  locked: 'Vergrendelde velden',
  admins: 'Beheerders',
  field: 'Veld',
  value: 'Waarde',
  reason: 'Reden',
  department: 'Afdeling',
  changedCards: 'Gewijzigde kaarten',
  cardsReturned: 'Kaarten terug in de pool',
  waitsForInvitation: 'Wacht op de uitnodiging',
  enabled: 'Ingeschakeld',
  event: 'Evenement',
  eventId: 'Evenement-ID',
  firstDay: 'Eerste dag',
  lastDay: 'Laatste dag',
};

/** Each action code as the log reads it. */
export const teamAuditActionLabels = {
  'member.invited': 'Lid uitgenodigd',
  'member.joined': 'Lid toegetreden',
  'member.deactivated': 'Lid gedeactiveerd',
  'member.reactivated': 'Lid opnieuw geactiveerd',
  'member.role_changed': 'Rol gewijzigd',
  'member.department_changed': 'Afdeling gewijzigd',
  'department.created': 'Afdeling aangemaakt',
  'department.renamed': 'Afdeling hernoemd',
  'department.deleted': 'Afdeling verwijderd',
  'department.admins_changed': 'Beheerders van afdeling gewijzigd',
  'department.template_saved': 'Afdelingssjabloon opgeslagen',
  'change_request.approved': 'Wijzigingsverzoek goedgekeurd',
  'change_request.rejected': 'Wijzigingsverzoek afgewezen',
  'card.pooled': 'Kaarten aan de pool toegevoegd',
  'card.assigned': 'Kaart toegewezen',
  'card.unassigned': 'Kaarttoewijzing ingetrokken',
  'card.exception_cleared': 'Kaartuitzondering gewist',
  'template.saved': 'Sjabloon opgeslagen',
  'webhook.created': 'Webhook aangemaakt',
  'webhook.changed': 'Webhook gewijzigd',
  'webhook.deleted': 'Webhook verwijderd',
  'api_key.created': 'API-sleutel aangemaakt',
  'api_key.revoked': 'API-sleutel ingetrokken',
  'integration.connected': 'Integratie gekoppeld',
  'integration.disconnected': 'Integratie ontkoppeld',
  'leads.exported': 'Leads geëxporteerd',
  'event.created': 'Evenement aangemaakt',
  'event.deleted': 'Evenement verwijderd',
  'billing.started': 'Abonnement gestart',
  'billing.seats_changed': 'Plekken gewijzigd',
  'team.security_changed': 'Beveiligingsinstellingen gewijzigd',
  'domain.claimed': 'Domein geclaimd',
  'domain.verified': 'Domein geverifieerd',
  'domain.unverified': 'Domein niet langer geverifieerd',
  'domain.removed': 'Domein verwijderd',
  'sso.saved': 'Single sign-on opgeslagen',
  'sso.removed': 'Single sign-on verwijderd',
  'scim_token.created': 'SCIM-token aangemaakt',
  'scim_token.revoked': 'SCIM-token ingetrokken',
  'scim.user_created': 'De directory heeft een persoon toegevoegd',
  'scim.user_updated': 'De directory heeft een persoon gewijzigd',
  'scim.user_deactivated': 'De directory heeft een persoon gedeactiveerd',
  'scim.user_deleted': 'De directory heeft een persoon verwijderd',
  'scim.group_created': 'De directory heeft een groep toegevoegd',
  'scim.group_updated': 'De directory heeft een groep gewijzigd',
  'scim.group_deleted': 'De directory heeft een groep verwijderd',
  'team.renamed': 'Team hernoemd',
  'team.owner_changed': 'Team overgedragen',
  'team.deleted': 'Team verwijderd',
} as const;
