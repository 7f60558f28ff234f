// The accessibility statement (src/shared/copy/sentences/accessibility.ts).
import { icu } from './language';

export const accessibilityTitle = 'Déclaration d’accessibilité';
export const accessibilityIntro =
  'Catalyst Connect doit fonctionner pour tout le monde : les personnes à qui appartiennent les cartes, leurs équipes et chaque visiteur qui ouvre la page d’une carte. Cette déclaration couvre les pages de profil publiques, l’application des titulaires et les écrans de connexion à cette adresse.';
export const accessibilityConformanceHeading = 'Niveau d’accessibilité';
export const accessibilityConformance =
  'Nous visons le niveau AA des Règles pour l’accessibilité des contenus Web (WCAG) 2.2. Avant chaque mise en production, chaque écran est vérifié avec les règles automatiques d’axe-core pour les WCAG 2.0 et 2.1 (A et AA), en largeur mobile et ordinateur, en thème clair et sombre, et ne doit présenter aucun problème grave ou critique. Chaque écran est aussi utilisé au clavier seul : chaque commande doit être atteignable et montrer où se trouve le focus.';
export const accessibilityPartial =
  'Les vérifications automatiques ne peuvent pas tout évaluer : le produit est donc partiellement conforme aux WCAG 2.2 AA. Les exceptions que nous connaissons sont listées ci-dessous.';
export const accessibilityLanguagesHeading = 'Langues';
export const accessibilityLanguages =
  'Les pages s’affichent dans la langue du visiteur lorsqu’elle fait partie des neuf que nous proposons, et de droite à gauche en arabe. Un menu de langues en bas de chaque page publique permet d’en changer.';
export const accessibilityKnownHeading = 'Ce qui n’est pas encore conforme';
export const accessibilityKnownOwnerWords =
  'Les textes rédigés par le titulaire de la carte (nom, fonction, slogan, libellés des boutons) ne sont pas marqués avec leur propre langue ; un lecteur d’écran peut donc les lire avec la prononciation de la page (WCAG 3.1.2).';
export const accessibilityKnownImages =
  'Une photo ou un logo est décrit par le nom de la personne ou de l’entreprise, et non par ce qu’il montre.';
export const accessibilityKnownCamera =
  'Lire une carte de visite papier ou un badge avec l’appareil photo demande de voir ; chaque champ ainsi rempli peut aussi être saisi au clavier.';
export const accessibilityKnownThirdParty =
  'Le paiement, les factures et la connexion via votre entreprise ouvrent des pages du prestataire de paiement et de votre fournisseur d’identité, qui relèvent de leurs propres déclarations d’accessibilité.';
export const accessibilityReportHeading = 'Signaler un obstacle';
export const accessibilityReport = icu<[email: string]>(
  'Si quelque chose vous empêche d’utiliser une page ou un écran, écrivez à {email} en indiquant l’adresse de la page et ce qui s’est passé. Nous répondons à chaque signalement.',
  'email',
);
export const accessibilityReviewed = icu<[date: number]>(
  'Cette déclaration a été revue pour la dernière fois le {date, date, long}.',
  'date',
);
export const accessibilityKnownTargetSize =
  'Certaines cases à cocher et certains petits liens mesurent moins que les 24 × 24 pixels que les WCAG 2.2 demandent pour une cible (2.5.8) ; les vérifications automatiques n’incluent pas encore cette règle.';
