// Leads (docs/product.md#messages): the owner's work on the messages visitors send.
export const leadNoteTooLong = 'Una nota puede tener como máximo 2000 caracteres.';
export const leadChangeRequired = 'Envía un estado, una nota o ambos.';
export const leadDeleted = 'Lead eliminado.';
/** The confirmation before a lead is erased (a visitor asked to be forgotten). */
export const deleteLeadWarning =
  'Esto borra el lead de aquí de forma definitiva. Una copia ya enviada a tu CRM o a un webhook no se elimina: bórrala también allí.';
export const noMatchingLeads = 'Ningún lead coincide con esta búsqueda.';
export const leadStatusSaved = 'Estado guardado';
export const leadArchived = 'Lead archivado';
export const leadNoteSaved = 'Nota guardada';
export const leadFormIntro =
  'Lo que pregunta el formulario «¡Conectemos!» de tu página. Los visitantes ven marcados los campos obligatorios y cada lead conserva lo que indicó.';
export const consentTextHint =
  'Se muestra junto a una casilla que los visitantes deben marcar. Cada lead conserva la frase que aceptó y cuándo. Déjalo vacío para no mostrar casilla.';
export const integrationNotFound = 'No se encontró la integración.';

// The Integrations screens (the owner's and the team's): every CRM's connection.
export const crmFixedValuesIntro =
  'Se aplica a cada registro enviado al CRM, por ejemplo un origen de lead «Feria». Elige el campo entre los que ofrece el CRM.';
export const crmFieldRepeated = 'Este campo ya está definido arriba.';
export const crmTooManyFixedValues = 'Puedes definir como máximo 10 valores fijos.';
export const crmFixedValuesSaved = 'Valores fijos guardados.';
export const crmRetryQueued = 'Enviando de nuevo.';
export const crmFieldMapIntro =
  'El campo del CRM que rellena cada campo de un lead. El correo electrónico siempre identifica el registro. Elige «No enviar» para dejar fuera un campo.';
export const crmFieldMapSaved = 'Asignación guardada';
export const crmFieldsUnavailable =
  'El CRM no ha mostrado sus campos en este momento, así que no se puede cambiar la asignación. Inténtalo de nuevo en un momento.';
export const crmFieldsLoading = 'Leyendo los campos del CRM...';
export const crmFixedValueFieldRequired = 'Elige el campo al que va este valor.';
export const crmFixedValueEmpty = 'Escribe el valor que recibe cada registro o elimina esta fila.';
