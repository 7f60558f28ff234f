// The Connect profile's design (decision 045).
export const accentColourFormat = 'La couleur d’accent doit être une couleur comme #1a2b3c';
export const designPresetUnknown = 'Choisissez l’un des designs proposés';
export const designFontUnknown = 'Choisissez l’une des polices proposées';
export const designButtonStyleUnknown = 'Le style de bouton doit être filled, outline ou pill';
export const designLayoutUnknown = 'La mise en page doit être centered ou left';
export const designSaved = 'Design enregistré';
export const coverImageUrlFormat = 'L’image de couverture doit être l’adresse d’une image importée';
export const coverMustBeCoverUpload =
  'Importez l’image de couverture en tant que couverture, pour qu’elle soit recadrée en bannière et dimensionnée pour chaque écran';
export const coverUploadHint =
  'Une image large convient le mieux : elle est recadrée en bannière 3:1.';
export const templateThemeContradictsPreset =
  'Le thème du profil doit correspondre au design du profil : omettez le thème, ou choisissez un design de ce thème';
export const teamTemplateDesignIntro =
  'L’apparence de la page Connect de chaque membre. Verrouillez un élément pour qu’il reste celui de l’entreprise ; chaque membre peut modifier le reste.';
export const templateEachMembersChoice = 'Au choix de chaque membre';
