// The Connect profile's design (decision 045).
export const accentColourFormat = 'El color de acento debe ser un color como #1a2b3c';
export const designPresetUnknown = 'Elige uno de los diseños disponibles';
export const designFontUnknown = 'Elige una de las fuentes disponibles';
export const designButtonStyleUnknown = 'El estilo de botón debe ser filled, outline o pill';
export const designLayoutUnknown = 'La disposición debe ser centered o left';
export const designSaved = 'Diseño guardado';
export const coverImageUrlFormat =
  'La imagen de portada debe ser la dirección de una imagen subida';
export const coverMustBeCoverUpload =
  'Sube la imagen de portada como portada, para que se recorte como banner y se ajuste a cada pantalla';
export const coverUploadHint = 'Una imagen ancha funciona mejor: se recorta como banner de 3:1.';
export const templateThemeContradictsPreset =
  'El tema del perfil debe coincidir con el diseño del perfil: omite el tema o elige un diseño de ese tema';
export const teamTemplateDesignIntro =
  'El aspecto de la página de Connect de cada miembro. Bloquea una parte para que sea la de la empresa; el resto puede cambiarlo cada miembro.';
export const templateEachMembersChoice = 'A elección de cada miembro';
