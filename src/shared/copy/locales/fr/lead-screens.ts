// The owner's Messages screen (docs/product.md#messages): the lead list, a lead's tools, its
// CRM status and the follow-up mail.

// A lead's CRM status.
export const leadsUiWaiting = 'En attente';
export const leadsUiCrm = 'CRM';
export const leadsUiRetry = 'Réessayer';

// The bar of the selected leads.
export const leadsUiSelectAll = 'Tout sélectionner';
export const leadsUiSendFollowUp = 'Envoyer une relance';

// The follow-up mail's dialog.
export const leadsUiSubject = 'Objet';
export const leadsUiText = 'Texte';

// The lead list's filters.
export const leadsUiSearch = 'Rechercher';
export const leadsUiNameEmailOrCompany = 'Nom, e-mail ou entreprise';
export const leadsUiAllButArchived = 'Tous sauf archivés';

// A lead's tools: status, archive, delete, note.
export const leadsUiArchive = 'Archiver';
export const leadsUiSaveNote = 'Enregistrer la note';
export const leadsUiYesDeleteIt = 'Oui, supprimer';

// The Messages page: the list and a lead's details.
export const leadsUiUnread = 'Non lu';
export const leadsUiSource = 'Source';
export const leadsUiConsent = 'Consentement';
export const leadsUiReplyByEmail = 'Répondre par e-mail';
export const leadsUiSaveAsContact = 'Enregistrer comme contact';
export const leadsUiExportCsv = 'Exporter en CSV';
export const leadsUiNoMessagesYet = 'Aucun message pour l’instant';
export const leadsUiWhenVisitorsUseTheLetsConnect =
  'Quand des visiteurs utilisent le formulaire « Let’s Connect! » de votre profil, leurs messages apparaissent ici.';
export const leadsUiUnreadOnly = 'Non lus uniquement';
export const leadsUiAllCards = 'Toutes les cartes';
