// Teams: a company's members, roles and invitations (docs/product.md#teams).
export const teamNotFound = 'Team niet gevonden';
export const teamMemberNotFound = 'Teamlid niet gevonden';
export const alreadyInATeam =
  'Je hoort al bij een team. Een account kan lid zijn van één team tegelijk.';
export const teamAdminsOnly = 'Alleen de eigenaar en beheerders van het team kunnen dit doen.';
export const teamOwnerOnly = 'Alleen de eigenaar van het team kan dit doen.';
export const unknownTeamRole = 'De rol moet admin of member zijn';
export const alreadyInThisTeam = 'Dit e-mailadres zit al in het team.';
export const duplicateInFile = 'Dit e-mailadres komt eerder in het bestand al voor.';
export const invitationNotPending = 'Deze uitnodiging is al geaccepteerd of geannuleerd.';
export const ownerRoleIsHandedOver =
  'De eigenaar van het team houdt die rol tot hij het team aan een beheerder overdraagt.';
export const ownerCannotBeDeactivated =
  'De eigenaar van het team kan niet worden gedeactiveerd. Draag het team eerst over aan een beheerder.';
export const memberAlreadyDeactivated = 'Dit lid is al gedeactiveerd.';
export const memberNotDeactivated = 'Dit lid is niet gedeactiveerd.';
export const ownershipGoesToAnAdmin =
  'Het team kan alleen worden overgedragen aan een van de actieve beheerders.';
export const teamInvitationInvalid = 'Deze teamuitnodiging is ongeldig of verlopen.';
export const teamInvitationForAnotherAddress =
  'Deze uitnodiging is naar een ander e-mailadres verstuurd. Log in met dat adres om lid te worden.';
export const teamInvitationHasAccount =
  'Er bestaat al een account met dit e-mailadres. Log in om lid te worden van het team.';
export const activeInAnotherTeam = 'Dit account hoort al bij een ander team.';
export const memberCsvRequired =
  'Stuur een CSV-bestand met een kopregel: email, first_name, last_name, role, title, department.';
export const memberCsvNoEmailColumn = 'De kopregel heeft geen kolom email.';
export const memberCsvUnreadable = 'Deze regel is geen geldige CSV.';
export const memberCsvTooManyRows = 'Er kunnen maximaal 1 000 mensen tegelijk worden geïmporteerd.';
export const memberCsvTooLarge =
  'Een CSV-bestand met mensen mag maximaal 587 KB zijn: maximaal 1 000 regels. Splits het op in kleinere bestanden.';
export const tooManyTeamInvitations =
  'Te veel uitnodigingen van dit team vandaag. Probeer het morgen opnieuw.';
export const tooManyInvitationsFromAccount =
  'Je account heeft vandaag al het maximale aantal uitnodigingen verstuurd. Probeer het morgen opnieuw.';
export const tooManyInvitationsFromNewAccount =
  'Een nieuw account mag op de eerste dag 50 uitnodigingen versturen. Probeer het morgen opnieuw.';
export const tooManyInvitationsFromAddress =
  'Te veel uitnodigingen vanaf dit netwerk vandaag. Probeer het morgen opnieuw.';
export const tooManySeatPreviews =
  'Te veel prijsvoorbeelden voor plekken. Wacht een minuut en probeer het opnieuw.';
export const teamIsFull = 'Een team heeft maximaal 1 000 leden en uitnodigingen.';
export const teamOwnerCannotLeave =
  'Je bent eigenaar van een team met andere mensen erin. Draag het team over aan een van de beheerders voordat je je account verwijdert.';
export const cardIdsRequired = 'Kies tussen 1 en 100 van je kaarten.';
export const memberNotActive =
  'Kaarten gaan alleen naar actieve leden van het team, of naar uitnodigingen die nog niet zijn geaccepteerd.';
export const askForANewTeamInvitation =
  'Vraag de beheerder van het team om je een nieuwe uitnodiging te sturen.';
export const lockedFieldWithoutValue =
  'Een vergrendeld veld heeft een waarde in het sjabloon nodig.';
export const teamCardPool = 'Kaartenpool';
export const teamLeadsCursorInvalid =
  'Deze pagina met leads is niet meer beschikbaar. Begin opnieuw.';
export const createTeamIntro =
  'Maak een team om kaarten uit te delen aan je collega’s, je bedrijfsgegevens op elke kaart te houden en te zien welke kaarten leads opleveren.';
export const teamTemplateIntro =
  'Wat je hier instelt, komt op elke teamkaart. Leden kunnen een vergrendeld veld niet wijzigen.';
export const noTeamLeadsYet =
  'Nog geen leads. Berichten die bezoekers via teamkaarten sturen, verschijnen hier.';
export const memberImportHint =
  'Een CSV-bestand met een kopregel: email, first_name, last_name, role (admin of member), title, department (de naam ervan).';
export const emptyCardPool =
  'Nog geen teamkaarten. Voeg hieronder je eigen kaarten toe, of bestel kaarten met je e-mailadres: ze komen hier terecht.';
export const typeTeamNameToDelete = 'Typ de naam van het team precies over om het te verwijderen.';
export const deleteTeamIntro =
  'Als je het team verwijdert, gaat elke teamkaart terug naar wie hem in het team heeft gezet, verliest iedereen toegang tot het team en worden het sjabloon en het logo verwijderd. Download eerst de leads: ze blijven 30 dagen voor je beschikbaar en worden daarna verwijderd.';
export const deletedTeamLeadsHint =
  'De leads van een team dat je hebt verwijderd, blijven 30 dagen beschikbaar om te downloaden.';
export const templatePreviewName = 'Je collega';
export const templatePreviewTitle = 'Functie';
export const templatePreviewIntro =
  'De Connect-pagina van een teamkaart met het sjabloon toegepast: de naam, functie en foto van elk lid zijn van dat lid zelf.';
export const templateLogoHint =
  'Getoond op elke teamkaart en op de pagina van een kaart die in de pool wacht. PNG, JPG, GIF of WebP, tot 10 MB.';
