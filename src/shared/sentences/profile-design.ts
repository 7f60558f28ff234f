// The Connect profile's design (issue 33).
export const accentColourFormat = 'Accent colour must be a colour like #1a2b3c';
export const designPresetUnknown = 'Choose one of the offered designs';
export const designFontUnknown = 'Choose one of the offered fonts';
export const designButtonStyleUnknown = 'Button style must be filled, outline or pill';
export const designLayoutUnknown = 'Layout must be centered or left';
export const designSaved = 'Design saved';
