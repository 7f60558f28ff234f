// Teams: a company's members, roles and invitations (docs/product.md#teams).
export const teamNotFound = 'Team non trovato';
export const teamMemberNotFound = 'Membro del team non trovato';
export const alreadyInATeam =
  'Fai già parte di un team. Un account può essere membro di un solo team alla volta.';
export const teamAdminsOnly = 'Solo il proprietario e gli amministratori del team possono farlo.';
export const teamOwnerOnly = 'Solo il proprietario del team può farlo.';
export const unknownTeamRole = 'Il ruolo deve essere admin o member';
export const alreadyInThisTeam = 'Questo indirizzo email è già nel team.';
export const duplicateInFile = 'Questo indirizzo email compare già più sopra nel file.';
export const invitationNotPending = 'Questo invito è già stato accettato o annullato.';
export const ownerRoleIsHandedOver =
  'Il proprietario del team mantiene il ruolo finché non cede il team a un amministratore.';
export const ownerCannotBeDeactivated =
  'Il proprietario del team non può essere disattivato. Cedi prima il team a un amministratore.';
export const memberAlreadyDeactivated = 'Questo membro è già disattivato.';
export const memberNotDeactivated = 'Questo membro non è disattivato.';
export const ownershipGoesToAnAdmin =
  'Il team può essere ceduto solo a uno dei suoi amministratori attivi.';
export const teamInvitationInvalid = 'Questo invito al team non è valido o è scaduto.';
export const teamInvitationForAnotherAddress =
  'Questo invito è stato inviato a un altro indirizzo email. Accedi con quell’indirizzo per unirti.';
export const teamInvitationHasAccount =
  'Esiste già un account con questo indirizzo email. Accedi per unirti al team.';
export const activeInAnotherTeam = 'Questo account fa già parte di un altro team.';
export const memberCsvRequired =
  'Invia un file CSV con una riga di intestazione: email, first_name, last_name, role, title, department.';
export const memberCsvNoEmailColumn = 'La riga di intestazione non ha la colonna email.';
export const memberCsvUnreadable = 'Questa riga non è un CSV valido.';
export const memberCsvTooManyRows = 'Si possono importare al massimo 1 000 persone alla volta.';
export const memberCsvTooLarge =
  'Un file CSV di persone può pesare al massimo 587 KB, cioè al massimo 1 000 righe. Dividilo in file più piccoli.';
export const tooManyTeamInvitations = 'Troppi inviti da questo team oggi. Riprova domani.';
export const tooManyInvitationsFromAccount =
  'Il tuo account ha già inviato oggi tutti gli inviti consentiti. Riprova domani.';
export const tooManyInvitationsFromNewAccount =
  'Un nuovo account può inviare 50 inviti il primo giorno. Riprova domani.';
export const tooManyInvitationsFromAddress = 'Troppi inviti da questa rete oggi. Riprova domani.';
export const tooManySeatPreviews =
  'Troppe anteprime del prezzo dei posti. Attendi un minuto e riprova.';
export const teamIsFull = 'Un team ha al massimo 1 000 membri e inviti.';
export const teamOwnerCannotLeave =
  'Sei il proprietario di un team con altre persone. Cedi il team a uno dei suoi amministratori prima di eliminare l’account.';
export const cardIdsRequired = 'Scegli da 1 a 100 dei tuoi biglietti.';
export const memberNotActive =
  'I biglietti vanno solo ai membri attivi del team o agli inviti non ancora accettati.';
export const askForANewTeamInvitation =
  'Chiedi all’amministratore del team di inviarti un nuovo invito.';
export const lockedFieldWithoutValue = 'Un campo bloccato ha bisogno di un valore nel modello.';
export const teamCardPool = 'Riserva di biglietti';
export const teamLeadsCursorInvalid = 'Questa pagina di lead non è più disponibile. Ricomincia.';
export const createTeamIntro =
  'Crea un team per distribuire biglietti ai colleghi, mantenere i dati dell’azienda su ogni biglietto e vedere quali biglietti portano lead.';
export const teamTemplateIntro =
  'Ciò che imposti qui viene scritto su ogni biglietto del team. I membri non possono modificare un campo bloccato.';
export const noTeamLeadsYet =
  'Ancora nessun lead. Qui compaiono i messaggi che i visitatori inviano dai biglietti del team.';
export const memberImportHint =
  'Un file CSV con una riga di intestazione: email, first_name, last_name, role (admin o member), title, department (il suo nome).';
export const emptyCardPool =
  'Ancora nessun biglietto del team. Aggiungi qui sotto i tuoi biglietti, oppure ordina biglietti con il tuo indirizzo email: arriveranno qui.';
export const typeTeamNameToDelete = 'Scrivi esattamente il nome del team per eliminarlo.';
export const deleteTeamIntro =
  'Eliminando il team, ogni biglietto del team torna a chi lo aveva aggiunto, tutti perdono l’accesso al team e il modello con il suo logo viene rimosso. Scarica prima i lead: restano disponibili per 30 giorni, poi vengono eliminati.';
export const deletedTeamLeadsHint =
  'I lead di un team eliminato restano scaricabili per 30 giorni.';
export const templatePreviewName = 'Un collega';
export const templatePreviewTitle = 'Qualifica';
export const templatePreviewIntro =
  'La pagina Connect di un biglietto del team con il modello applicato: nome, qualifica e foto sono quelli di ciascun membro.';
export const templateLogoHint =
  'Mostrato su ogni biglietto del team e sulla pagina di un biglietto in attesa nella riserva. PNG, JPG, GIF o WebP, fino a 10 MB.';
