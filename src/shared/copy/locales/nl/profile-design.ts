// The Connect profile's design (decision 045).
export const accentColourFormat = 'De accentkleur moet een kleur zijn zoals #1a2b3c';
export const designPresetUnknown = 'Kies een van de aangeboden ontwerpen';
export const designFontUnknown = 'Kies een van de aangeboden lettertypen';
export const designButtonStyleUnknown = 'De knopstijl moet filled, outline of pill zijn';
export const designLayoutUnknown = 'De lay-out moet centered of left zijn';
export const designSaved = 'Ontwerp opgeslagen';
export const coverImageUrlFormat =
  'De omslagafbeelding moet het adres van een geüploade afbeelding zijn';
export const coverMustBeCoverUpload =
  'Upload de omslagafbeelding als omslag, zodat hij tot een banner wordt bijgesneden en voor elk scherm op maat wordt gemaakt';
export const coverUploadHint =
  'Een brede afbeelding werkt het best: hij wordt bijgesneden tot een banner van 3:1.';
export const templateThemeContradictsPreset =
  'Het profielthema moet bij het profielontwerp passen: laat het thema weg, of kies een ontwerp van dat thema';
export const teamTemplateDesignIntro =
  'Het uiterlijk van de Connect-pagina van elk lid. Vergrendel een onderdeel om het van het bedrijf te houden; de rest mag elk lid zelf wijzigen.';
export const templateEachMembersChoice = 'Keuze van elk lid';
