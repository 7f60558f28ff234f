// An expired invitation link.
export const newInvitationOnItsWay =
  'Se questo link era un invito, ne sta arrivando uno nuovo all’indirizzo a cui era stato inviato. È valido per 7 giorni.';
export const tooManyInvitationRequests =
  'Troppe richieste di un nuovo link. Attendi un po’ e riprova.';

/** What cancelling changes, in the cancellation box and its dialog. */
export const cancelSubscriptionConsequences =
  'Il tuo profilo Connect resta online fino alla fine del periodo già pagato. Poi gli stessi indirizzi, nome utente compreso, mostrano la pagina gratuita del biglietto: nome, qualifica, azienda, foto, recapiti e «Salva contatto». Pulsanti, link, tema e modulo di contatto tornano se ti abboni di nuovo.';

/** Insights: a total with nothing in the period before to compare it with. */
export const noPreviousPeriodData = 'Nessun dato per il periodo precedente';

/** 'Copy details from...'. */
export const copyFromItself =
  'Un biglietto non può copiare i propri dati: scegli un altro biglietto.';
export const detailsCopied = 'Dati copiati';
export const copyDetailsQuestion =
  'Questo biglietto prende i recapiti, la foto, il logo, lo stile del QR e il profilo Connect dell’altro biglietto. Il suo nome utente e il suo soprannome restano; le modifiche non ancora salvate in questa pagina vengono scartate.';
