// The accessibility statement (src/shared/copy/sentences/accessibility.ts).
import { icu } from './language';

export const accessibilityTitle = 'Declaración de accesibilidad';
export const accessibilityIntro =
  'Catalyst Connect debe funcionar para todo el mundo: quienes tienen las tarjetas, sus equipos y cada visitante que abre la página de una tarjeta. Esta declaración abarca las páginas de perfil públicas, la app para titulares y las pantallas de inicio de sesión de esta dirección.';
export const accessibilityConformanceHeading = 'Nivel de accesibilidad';
export const accessibilityConformance =
  'Nuestro objetivo es el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2. Antes de cada versión, cada pantalla se revisa con las reglas automáticas de axe-core para WCAG 2.0 y 2.1 (A y AA), en ancho de móvil y de escritorio, con tema claro y oscuro, y no puede mostrar ningún hallazgo grave o crítico. Además, cada pantalla se usa solo con el teclado: cada control debe poder alcanzarse y mostrar dónde está el foco.';
export const accessibilityPartial =
  'Las comprobaciones automáticas no pueden evaluarlo todo, así que el producto cumple parcialmente las WCAG 2.2 AA: abajo están las excepciones que conocemos.';
export const accessibilityLanguagesHeading = 'Idiomas';
export const accessibilityLanguages =
  'Las páginas se muestran en el idioma del visitante cuando es uno de los nueve que ofrecemos, y de derecha a izquierda en árabe. Un menú de idiomas al pie de cada página pública permite cambiarlo.';
export const accessibilityKnownHeading = 'Lo que sabemos que no cumple';
export const accessibilityKnownOwnerWords =
  'Los textos que escribe el titular de la tarjeta (nombre, cargo, eslogan, etiquetas de los botones) no están marcados con su propio idioma, así que un lector de pantalla puede leerlos con la pronunciación de la página (WCAG 3.1.2).';
export const accessibilityKnownImages =
  'Una foto o un logotipo se describe con el nombre de la persona o de la empresa, no con lo que muestra.';
export const accessibilityKnownCamera =
  'Leer una tarjeta de papel o una acreditación con la cámara requiere la vista; cada campo que se rellena así también puede escribirse.';
export const accessibilityKnownThirdParty =
  'El pago, las facturas y el inicio de sesión con tu empresa abren páginas del proveedor de pagos y de tu proveedor de identidad, que se rigen por sus propias declaraciones de accesibilidad.';
export const accessibilityReportHeading = 'Informar de una barrera';
export const accessibilityReport = icu<[email: string]>(
  'Si algo te impide usar una página o una pantalla, escribe a {email} con la dirección de la página y lo que ocurrió. Respondemos a cada aviso.',
  'email',
);
export const accessibilityReviewed = icu<[date: number]>(
  'Esta declaración se revisó por última vez el {date, date, long}.',
  'date',
);
export const accessibilityKnownTargetSize =
  'Algunas casillas de verificación y enlaces pequeños miden menos de los 24 × 24 píxeles que WCAG 2.2 exige a un objetivo (2.5.8); las comprobaciones automáticas aún no incluyen esa regla.';
