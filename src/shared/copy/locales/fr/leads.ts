// Leads (docs/product.md#messages): the owner's work on the messages visitors send.
export const leadNoteTooLong = 'Une note peut comporter au maximum 2000 caractères.';
export const leadChangeRequired = 'Envoyez un statut, une note ou les deux.';
export const leadDeleted = 'Prospect supprimé.';
/** The confirmation before a lead is erased (a visitor asked to be forgotten). */
export const deleteLeadWarning =
  'Cette action efface définitivement le prospect ici. Une copie déjà envoyée à votre CRM ou à un webhook n’est pas supprimée : supprimez-la aussi là-bas.';
export const noMatchingLeads = 'Aucun prospect ne correspond à cette recherche.';
export const leadStatusSaved = 'Statut enregistré';
export const leadArchived = 'Prospect archivé';
export const leadNoteSaved = 'Note enregistrée';
export const leadFormIntro =
  'Ce que demande le formulaire « Restons en contact ! » de votre page. Les visiteurs voient les champs obligatoires signalés, et chaque prospect conserve ce qu’il a fourni.';
export const consentTextHint =
  'Affiché à côté d’une case que les visiteurs doivent cocher. Chaque prospect conserve la phrase acceptée et sa date. Laissez vide pour ne pas afficher de case.';
export const integrationNotFound = 'Intégration introuvable.';

// The Integrations screens (the owner's and the team's): every CRM's connection. The sentences
// that name the CRM are in ../crm.ts.
export const crmFixedValuesIntro =
  'Appliqué à chaque enregistrement envoyé au CRM, par exemple une source de prospect « Salon ». Choisissez le champ parmi ceux que le CRM propose.';
export const crmFieldRepeated = 'Ce champ est déjà défini plus haut.';
export const crmTooManyFixedValues = 'Vous pouvez définir au maximum 10 valeurs fixes.';
export const crmFixedValuesSaved = 'Valeurs fixes enregistrées.';
export const crmRetryQueued = 'Nouvel envoi en cours.';
export const crmFieldMapIntro =
  'Le champ du CRM que remplit chaque champ d’un prospect. L’e-mail identifie toujours l’enregistrement. Choisissez « Non envoyé » pour exclure un champ.';
export const crmFieldMapSaved = 'Correspondance enregistrée';
export const crmFieldsUnavailable =
  'Le CRM n’a pas fourni la liste de ses champs, la correspondance ne peut donc pas être modifiée. Veuillez réessayer dans un instant.';
export const crmFieldsLoading = 'Lecture des champs du CRM...';
export const crmFixedValueFieldRequired = 'Choisissez le champ auquel s’applique cette valeur.';
export const crmFixedValueEmpty =
  'Saisissez la valeur que reçoit chaque enregistrement, ou supprimez cette ligne.';
