// The team's audit log (docs/product.md#team-audit-log): its errors and how its rows read.
export const teamAuditUnknownAction = 'Questa non è un’azione registrata nel registro di audit.';
export const teamAuditCursorInvalid =
  'Questa pagina del registro di audit non è più disponibile. Ricomincia.';
export const teamAuditTab = 'Registro di audit';
export const teamAuditIntro =
  'Chi ha modificato cosa nel team, dal più recente. Le voci vengono conservate per un anno.';
export const teamAuditEmpty = 'Non è stato ancora registrato nulla.';
export const teamAuditFilterAction = 'Azione';
export const teamAuditFilterPerson = 'Persona';
export const teamAuditAllActions = 'Tutte le azioni';
export const teamAuditEveryone = 'Tutti';
export const teamAuditLoadMore = 'Carica altro';
export const teamAuditDownloadCsv = 'Scarica CSV';
export const teamAuditWhen = 'Quando';
export const teamAuditWho = 'Chi';
export const teamAuditWhat = 'Cosa';
export const teamAuditTarget = 'Oggetto';
export const teamAuditDetails = 'Dettagli';
export const teamAuditSystemActor = 'Catalyst Connect';
export const teamAuditDirectoryActor = 'Directory aziendale';

/** The keys of an entry's details as the screen writes them; others show as they are. */
export const teamAuditDetailLabels: Record<string, string> = {
  before: 'Prima',
  after: 'Dopo',
  role: 'Ruolo',
  from: 'Da',
  to: 'A',
  url: 'Indirizzo',
  events: 'Eventi',
  seats: 'Posti',
  status: 'Stato',
  rows: 'Righe',
  filters: 'Filtri',
  scopes: 'Ambiti',
  keyPrefix: 'Chiave',
  accountId: 'Account HubSpot',
  locked: 'Campi bloccati',
  admins: 'Amministratori',
  field: 'Campo',
  value: 'Valore',
  reason: 'Motivo',
  department: 'Reparto',
  changedCards: 'Biglietti modificati',
  cardsReturned: 'Biglietti tornati nella riserva',
  waitsForInvitation: 'In attesa dell’invito',
  enabled: 'Attivo',
  event: 'Evento',
  eventId: 'ID evento',
  firstDay: 'Primo giorno',
  lastDay: 'Ultimo giorno',
};

/** Each action code as the log reads it. */
export const teamAuditActionLabels = {
  'member.invited': 'Membro invitato',
  'member.joined': 'Membro entrato',
  'member.deactivated': 'Membro disattivato',
  'member.reactivated': 'Membro riattivato',
  'member.role_changed': 'Ruolo modificato',
  'member.department_changed': 'Reparto modificato',
  'department.created': 'Reparto creato',
  'department.renamed': 'Reparto rinominato',
  'department.deleted': 'Reparto eliminato',
  'department.admins_changed': 'Amministratori del reparto modificati',
  'department.template_saved': 'Modello del reparto salvato',
  'change_request.approved': 'Richiesta di modifica approvata',
  'change_request.rejected': 'Richiesta di modifica rifiutata',
  'card.pooled': 'Biglietti aggiunti alla riserva',
  'card.assigned': 'Biglietto assegnato',
  'card.unassigned': 'Assegnazione del biglietto rimossa',
  'card.exception_cleared': 'Eccezione del biglietto rimossa',
  'template.saved': 'Modello salvato',
  'webhook.created': 'Webhook creato',
  'webhook.changed': 'Webhook modificato',
  'webhook.deleted': 'Webhook eliminato',
  'api_key.created': 'Chiave API creata',
  'api_key.revoked': 'Chiave API revocata',
  'integration.connected': 'Integrazione collegata',
  'integration.disconnected': 'Integrazione scollegata',
  'leads.exported': 'Lead esportati',
  'event.created': 'Evento creato',
  'event.deleted': 'Evento eliminato',
  'billing.started': 'Abbonamento attivato',
  'billing.seats_changed': 'Posti modificati',
  'team.security_changed': 'Impostazioni di sicurezza modificate',
  'domain.claimed': 'Dominio rivendicato',
  'domain.verified': 'Dominio verificato',
  'domain.unverified': 'Dominio non più verificato',
  'domain.removed': 'Dominio rimosso',
  'sso.saved': 'Single sign-on salvato',
  'sso.removed': 'Single sign-on rimosso',
  'scim_token.created': 'Token SCIM creato',
  'scim_token.revoked': 'Token SCIM revocato',
  'scim.user_created': 'La directory ha aggiunto una persona',
  'scim.user_updated': 'La directory ha modificato una persona',
  'scim.user_deactivated': 'La directory ha disattivato una persona',
  'scim.user_deleted': 'La directory ha eliminato una persona',
  'scim.group_created': 'La directory ha aggiunto un gruppo',
  'scim.group_updated': 'La directory ha modificato un gruppo',
  'scim.group_deleted': 'La directory ha eliminato un gruppo',
  'team.renamed': 'Team rinominato',
  'team.owner_changed': 'Proprietà del team ceduta',
  'team.deleted': 'Team eliminato',
} as const;
