// The Connect profile's design (decision 045).
export const accentColourFormat = 'Accent colour must be a colour like #1a2b3c';
export const designPresetUnknown = 'Choose one of the offered designs';
export const designFontUnknown = 'Choose one of the offered fonts';
export const designButtonStyleUnknown = 'Button style must be filled, outline or pill';
export const designLayoutUnknown = 'Layout must be centered or left';
export const designSaved = 'Design saved';
export const coverImageUrlFormat = 'Cover image must be the address of an uploaded image';
export const coverMustBeCoverUpload =
  'Upload the cover image as a cover, so it is cropped to a banner and sized for every screen';
export const coverUploadHint = 'A wide picture works best: it is cropped to a 3:1 banner.';
export const templateThemeContradictsPreset =
  'The profile theme must match the profile design: leave the theme out, or pick a design of that theme';
export const teamTemplateDesignIntro =
  "The look of every member's Connect page. Lock a part to keep it the company's; the rest each member may change.";
export const templateEachMembersChoice = "Each member's choice";
