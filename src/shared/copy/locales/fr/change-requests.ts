// A member's request to change a field the team template locks on their card, and the admins'
// decision (docs/product.md#change-requests).
export const changeRequestFieldUnknown = 'Ce champ n’est pas défini par le modèle de l’équipe.';
export const changeRequestFieldNotLocked =
  'Ce champ n’est pas verrouillé sur votre carte : modifiez-le dans l’éditeur.';
export const changeRequestAlreadyPending =
  'Vous avez déjà demandé une modification de ce champ. Un administrateur va statuer.';
export const changeRequestAlreadyDecided = 'Cette demande de modification a déjà été traitée.';
export const changeRequestOwnDecision =
  'Vous ne pouvez pas statuer sur votre propre demande : ce sont les administrateurs de l’équipe qui décident.';
export const changeRequestStatusUnknown = 'Le statut doit être pending, approved ou rejected.';
export const changeRequestTooMany =
  'Vous avez demandé beaucoup de modifications au cours de la dernière heure. Réessayez plus tard.';
export const askForChange = 'Demander une modification';
export const changeRequested = 'Modification demandée';
export const changeRequestNewValue = 'Nouvelle valeur';
export const changeRequestNote = 'Note pour les administrateurs (facultatif)';
export const changeRequestSend = 'Envoyer la demande';
export const changeRequestSent = 'Votre demande a été envoyée aux administrateurs.';
export const changeRequestsTab = 'Demandes de modification';
export const changeRequestsIntro =
  'Les membres demandent à modifier un champ que le modèle verrouille sur leur carte. Une valeur approuvée reste sur cette seule carte, et les modèles ne la modifient pas.';
export const changeRequestsMine = 'Vos demandes de modification';
export const changeRequestsMineIntro =
  'Ce que vous avez demandé de modifier sur vos cartes d’équipe, et la décision des administrateurs.';
export const changeRequestsEmpty = 'Aucune demande de modification pour l’instant.';
export const changeRequestsWaiting = 'En attente de décision';
export const changeRequestsDecided = 'Traitées';
export const changeRequestApprove = 'Approuver';
export const changeRequestReject = 'Refuser';
export const changeRequestReason = 'Motif';
export const changeRequestApproved = 'Modification approuvée.';
export const changeRequestRejected = 'Modification refusée.';
export const changeRequestCleared = '(vide)';
export const changeRequestStatusLabels = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Refusée',
} as const;
export const changeRequestCardMoved =
  'Le membre à l’origine de la demande n’a plus cette carte. Refusez plutôt la demande.';
export const changeRequestCancel = 'Annuler';
export const changeRequestDialogIntro =
  'Un administrateur de votre équipe décide. Une fois approuvée, la valeur s’affiche uniquement sur cette carte. Laissez la valeur vide pour effacer le champ.';
export const changeRequestNow = 'Actuellement';
export const changeRequestNoteLabel = 'Note';
