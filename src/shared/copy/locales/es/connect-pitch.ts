// The Connect subscription's pitch on /subscribe, and its example profile.
/** What the subscription gives today, in the order /subscribe lists it. */
export const connectIncludes = [
  'Tu propio perfil público con el identificador que elijas y un contacto que se guarda con un toque',
  'Nueve diseños con tu color de acento y tu fuente, y una imagen de portada',
  'Un formulario de leads con los campos que elijas y una casilla de consentimiento, y leads para buscar y exportar',
  'Estadísticas: visitas, contactos guardados, clics en enlaces y mensajes, por código QR, toque NFC o enlace',
  'Pases de Apple Wallet y Google Wallet de tu tarjeta',
  'Nuevos leads enviados a HubSpot, y webhooks para tus propias herramientas',
] as const;
export const seeExampleProfile = 'Ver un perfil de ejemplo';
/** The strip above the example profile (/example). */
export const exampleProfileNote =
  'Un ejemplo de perfil de Catalyst Connect. Su formulario no envía nada.';
