// The team's audit log (docs/product.md#team-audit-log): its errors and how its rows read.
export const teamAuditUnknownAction = 'Cette action n’est pas enregistrée dans le journal d’audit.';
export const teamAuditCursorInvalid =
  'Cette page du journal d’audit n’est plus disponible. Recommencez.';
export const teamAuditTab = 'Journal d’audit';
export const teamAuditIntro =
  'Qui a modifié quoi dans l’équipe, du plus récent au plus ancien. Les entrées sont conservées un an.';
export const teamAuditEmpty = 'Rien n’a encore été enregistré.';
export const teamAuditFilterAction = 'Action';
export const teamAuditFilterPerson = 'Personne';
export const teamAuditAllActions = 'Toutes les actions';
export const teamAuditEveryone = 'Tout le monde';
export const teamAuditLoadMore = 'Afficher plus';
export const teamAuditDownloadCsv = 'Télécharger le CSV';
export const teamAuditWhen = 'Quand';
export const teamAuditWho = 'Qui';
export const teamAuditWhat = 'Quoi';
export const teamAuditTarget = 'Cible';
export const teamAuditDetails = 'Détails';
export const teamAuditSystemActor = 'Catalyst Connect';
export const teamAuditDirectoryActor = 'Annuaire de l’entreprise';

/** The keys of an entry's details as the screen writes them; others show as they are. */
export const teamAuditDetailLabels: Record<string, string> = {
  before: 'Avant',
  after: 'Après',
  role: 'Rôle',
  from: 'De',
  to: 'À',
  url: 'Adresse',
  events: 'Événements',
  seats: 'Sièges',
  status: 'Statut',
  rows: 'Lignes',
  filters: 'Filtres',
  scopes: 'Portées',
  keyPrefix: 'Clé',
  accountId: 'Compte HubSpot',
  locked: 'Champs verrouillés',
  admins: 'Administrateurs',
  field: 'Champ',
  value: 'Valeur',
  reason: 'Motif',
  department: 'Service',
  changedCards: 'Cartes modifiées',
  cardsReturned: 'Cartes remises dans la réserve',
  waitsForInvitation: 'En attente de l’invitation',
  enabled: 'Activé',
  event: 'Événement',
  eventId: 'ID de l’événement',
  firstDay: 'Premier jour',
  lastDay: 'Dernier jour',
};

/** Each action code as the log reads it. */
export const teamAuditActionLabels = {
  'member.invited': 'Membre invité',
  'member.joined': 'Membre entré dans l’équipe',
  'member.deactivated': 'Membre désactivé',
  'member.reactivated': 'Membre réactivé',
  'member.role_changed': 'Rôle modifié',
  'member.department_changed': 'Service modifié',
  'department.created': 'Service créé',
  'department.renamed': 'Service renommé',
  'department.deleted': 'Service supprimé',
  'department.admins_changed': 'Administrateurs du service modifiés',
  'department.template_saved': 'Modèle du service enregistré',
  'change_request.approved': 'Demande de modification approuvée',
  'change_request.rejected': 'Demande de modification refusée',
  'card.pooled': 'Cartes ajoutées à la réserve',
  'card.assigned': 'Carte attribuée',
  'card.unassigned': 'Carte retirée',
  'card.exception_cleared': 'Exception de carte supprimée',
  'template.saved': 'Modèle enregistré',
  'webhook.created': 'Webhook créé',
  'webhook.changed': 'Webhook modifié',
  'webhook.deleted': 'Webhook supprimé',
  'api_key.created': 'Clé API créée',
  'api_key.revoked': 'Clé API révoquée',
  'integration.connected': 'Intégration connectée',
  'integration.disconnected': 'Intégration déconnectée',
  'leads.exported': 'Prospects exportés',
  'event.created': 'Événement créé',
  'event.deleted': 'Événement supprimé',
  'billing.started': 'Abonnement souscrit',
  'billing.seats_changed': 'Sièges modifiés',
  'team.security_changed': 'Paramètres de sécurité modifiés',
  'domain.claimed': 'Domaine revendiqué',
  'domain.verified': 'Domaine vérifié',
  'domain.unverified': 'Vérification du domaine perdue',
  'domain.removed': 'Domaine supprimé',
  'sso.saved': 'Authentification unique enregistrée',
  'sso.removed': 'Authentification unique supprimée',
  'scim_token.created': 'Jeton SCIM créé',
  'scim_token.revoked': 'Jeton SCIM révoqué',
  'scim.user_created': 'L’annuaire a ajouté une personne',
  'scim.user_updated': 'L’annuaire a modifié une personne',
  'scim.user_deactivated': 'L’annuaire a désactivé une personne',
  'scim.user_deleted': 'L’annuaire a supprimé une personne',
  'scim.group_created': 'L’annuaire a ajouté un groupe',
  'scim.group_updated': 'L’annuaire a modifié un groupe',
  'scim.group_deleted': 'L’annuaire a supprimé un groupe',
  'team.renamed': 'Équipe renommée',
  'team.owner_changed': 'Propriété de l’équipe cédée',
  'team.deleted': 'Équipe supprimée',
} as const;
