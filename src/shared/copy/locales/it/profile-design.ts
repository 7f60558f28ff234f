// The Connect profile's design (decision 045).
export const accentColourFormat = 'Il colore di accento deve essere un colore come #1a2b3c';
export const designPresetUnknown = 'Scegli uno dei design proposti';
export const designFontUnknown = 'Scegli uno dei font proposti';
export const designButtonStyleUnknown = 'Lo stile dei pulsanti deve essere filled, outline o pill';
export const designLayoutUnknown = 'Il layout deve essere centered o left';
export const designSaved = 'Design salvato';
export const coverImageUrlFormat =
  'L’immagine di copertina deve essere l’indirizzo di un’immagine caricata';
export const coverMustBeCoverUpload =
  'Carica l’immagine di copertina come copertina, così viene ritagliata a banner e dimensionata per ogni schermo';
export const coverUploadHint =
  'Un’immagine larga funziona meglio: viene ritagliata in un banner 3:1.';
export const templateThemeContradictsPreset =
  'Il tema del profilo deve corrispondere al design del profilo: ometti il tema, oppure scegli un design di quel tema';
export const teamTemplateDesignIntro =
  'L’aspetto della pagina Connect di ogni membro. Blocca una parte per mantenerla aziendale; il resto può cambiarlo ciascun membro.';
export const templateEachMembersChoice = 'A scelta di ciascun membro';
