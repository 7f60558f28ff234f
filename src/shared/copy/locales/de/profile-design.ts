// The Connect profile's design (decision 045).
export const accentColourFormat = 'Die Akzentfarbe muss eine Farbe wie #1a2b3c sein';
export const designPresetUnknown = 'Wählen Sie eines der angebotenen Designs';
export const designFontUnknown = 'Wählen Sie eine der angebotenen Schriftarten';
export const designButtonStyleUnknown = 'Der Button-Stil muss filled, outline oder pill sein';
export const designLayoutUnknown = 'Das Layout muss centered oder left sein';
export const designSaved = 'Design gespeichert';
export const coverImageUrlFormat = 'Das Titelbild muss die Adresse eines hochgeladenen Bildes sein';
export const coverMustBeCoverUpload =
  'Laden Sie das Titelbild als Titelbild hoch, damit es zu einem Banner zugeschnitten und für jeden Bildschirm skaliert wird';
export const coverUploadHint =
  'Ein breites Bild eignet sich am besten: Es wird auf ein Banner im Format 3:1 zugeschnitten.';
export const templateThemeContradictsPreset =
  'Das Profil-Theme muss zum Profil-Design passen: Lassen Sie das Theme weg oder wählen Sie ein Design dieses Themes';
export const teamTemplateDesignIntro =
  'Das Aussehen der Connect-Seite jedes Mitglieds. Sperren Sie einen Teil, damit er beim Unternehmen bleibt; den Rest kann jedes Mitglied ändern.';
export const templateEachMembersChoice = 'Wahl des Mitglieds';
