// The Connect profile's design (decision 045).
export const accentColourFormat = 'A cor de destaque deve ser uma cor como #1a2b3c';
export const designPresetUnknown = 'Escolha um dos designs oferecidos';
export const designFontUnknown = 'Escolha uma das fontes oferecidas';
export const designButtonStyleUnknown = 'O estilo do botão deve ser filled, outline ou pill';
export const designLayoutUnknown = 'O layout deve ser centered ou left';
export const designSaved = 'Design salvo';
export const coverImageUrlFormat = 'A imagem de capa deve ser o endereço de uma imagem enviada';
export const coverMustBeCoverUpload =
  'Envie a imagem de capa como capa, para que ela seja recortada como banner e dimensionada para cada tela';
export const coverUploadHint =
  'Uma imagem larga funciona melhor: ela é recortada em um banner 3:1.';
export const templateThemeContradictsPreset =
  'O tema do perfil deve combinar com o design do perfil: deixe o tema de fora ou escolha um design desse tema';
export const teamTemplateDesignIntro =
  'A aparência da página do Connect de cada membro. Bloqueie uma parte para mantê-la como a da empresa; o resto cada membro pode alterar.';
export const templateEachMembersChoice = 'Escolha de cada membro';
