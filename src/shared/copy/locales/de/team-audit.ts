// The team's audit log (docs/product.md#team-audit-log): its errors and how its rows read.
export const teamAuditUnknownAction = 'Diese Aktion wird im Audit-Log nicht erfasst.';
export const teamAuditCursorInvalid =
  'Diese Seite des Audit-Logs ist nicht mehr verfügbar. Beginnen Sie von vorn.';
export const teamAuditTab = 'Audit-Log';
export const teamAuditIntro =
  'Wer was im Team geändert hat, neueste Einträge zuerst. Einträge werden ein Jahr lang aufbewahrt.';
export const teamAuditEmpty = 'Bisher wurde nichts erfasst.';
export const teamAuditFilterAction = 'Aktion';
export const teamAuditFilterPerson = 'Person';
export const teamAuditAllActions = 'Alle Aktionen';
export const teamAuditEveryone = 'Alle';
export const teamAuditLoadMore = 'Mehr laden';
export const teamAuditDownloadCsv = 'CSV herunterladen';
export const teamAuditWhen = 'Wann';
export const teamAuditWho = 'Wer';
export const teamAuditWhat = 'Was';
export const teamAuditTarget = 'Ziel';
export const teamAuditDetails = 'Details';
export const teamAuditSystemActor = 'Catalyst Connect';
export const teamAuditDirectoryActor = 'Unternehmensverzeichnis';

/** The keys of an entry's details as the screen writes them; others show as they are. */
export const teamAuditDetailLabels: Record<string, string> = {
  before: 'Vorher',
  after: 'Nachher',
  role: 'Rolle',
  from: 'Von',
  to: 'An',
  url: 'Adresse',
  events: 'Ereignisse',
  seats: 'Plätze',
  status: 'Status',
  rows: 'Zeilen',
  filters: 'Filter',
  scopes: 'Scopes',
  keyPrefix: 'Schlüssel',
  accountId: 'HubSpot-Konto',
  locked: 'Gesperrte Felder',
  admins: 'Admins',
  field: 'Feld',
  value: 'Wert',
  reason: 'Grund',
  department: 'Abteilung',
  changedCards: 'Geänderte Karten',
  cardsReturned: 'Karten zurück im Pool',
  waitsForInvitation: 'Wartet auf die Einladung',
  enabled: 'Aktiviert',
  event: 'Event',
  eventId: 'Event-ID',
  firstDay: 'Erster Tag',
  lastDay: 'Letzter Tag',
};

/** Each action code as the log reads it. */
export const teamAuditActionLabels = {
  'member.invited': 'Mitglied eingeladen',
  'member.joined': 'Mitglied beigetreten',
  'member.deactivated': 'Mitglied deaktiviert',
  'member.reactivated': 'Mitglied reaktiviert',
  'member.role_changed': 'Rolle geändert',
  'member.department_changed': 'Abteilung geändert',
  'department.created': 'Abteilung erstellt',
  'department.renamed': 'Abteilung umbenannt',
  'department.deleted': 'Abteilung gelöscht',
  'department.admins_changed': 'Admins der Abteilung geändert',
  'department.template_saved': 'Abteilungsvorlage gespeichert',
  'change_request.approved': 'Änderungsanfrage genehmigt',
  'change_request.rejected': 'Änderungsanfrage abgelehnt',
  'card.pooled': 'Karten zum Pool hinzugefügt',
  'card.assigned': 'Karte zugewiesen',
  'card.unassigned': 'Kartenzuweisung aufgehoben',
  'card.exception_cleared': 'Kartenausnahme aufgehoben',
  'template.saved': 'Vorlage gespeichert',
  'webhook.created': 'Webhook erstellt',
  'webhook.changed': 'Webhook geändert',
  'webhook.deleted': 'Webhook gelöscht',
  'api_key.created': 'API-Schlüssel erstellt',
  'api_key.revoked': 'API-Schlüssel widerrufen',
  'integration.connected': 'Integration verbunden',
  'integration.disconnected': 'Integration getrennt',
  'leads.exported': 'Leads exportiert',
  'event.created': 'Event erstellt',
  'event.deleted': 'Event gelöscht',
  'billing.started': 'Abonnement gestartet',
  'billing.seats_changed': 'Plätze geändert',
  'team.security_changed': 'Sicherheitseinstellungen geändert',
  'domain.claimed': 'Domain beansprucht',
  'domain.verified': 'Domain verifiziert',
  'domain.unverified': 'Domain nicht mehr verifiziert',
  'domain.removed': 'Domain entfernt',
  'sso.saved': 'Single Sign-on gespeichert',
  'sso.removed': 'Single Sign-on entfernt',
  'scim_token.created': 'SCIM-Token erstellt',
  'scim_token.revoked': 'SCIM-Token widerrufen',
  'scim.user_created': 'Verzeichnis hat eine Person hinzugefügt',
  'scim.user_updated': 'Verzeichnis hat eine Person geändert',
  'scim.user_deactivated': 'Verzeichnis hat eine Person deaktiviert',
  'scim.user_deleted': 'Verzeichnis hat eine Person gelöscht',
  'scim.group_created': 'Verzeichnis hat eine Gruppe hinzugefügt',
  'scim.group_updated': 'Verzeichnis hat eine Gruppe geändert',
  'scim.group_deleted': 'Verzeichnis hat eine Gruppe gelöscht',
  'team.renamed': 'Team umbenannt',
  'team.owner_changed': 'Team übergeben',
  'team.deleted': 'Team gelöscht',
} as const;
