// Quand une partie de l’application ne peut pas se charger (hors ligne, avant son installation).
import type { Catalog } from '../catalog';
import type { network as english } from '../en/network';

export const network: Catalog<typeof english> = {
  table: {
    offline: 'Impossible de charger la table : vous êtes hors ligne.',
    failed: 'Impossible de charger la table. Vérifiez votre connexion et réessayez.',
  },
  tutorial: {
    offline: 'Impossible de charger « Comment jouer » : vous êtes hors ligne.',
    failed: 'Impossible de charger « Comment jouer ». Vérifiez votre connexion et réessayez.',
  },
  review: {
    offline: 'Impossible de charger l’analyse : vous êtes hors ligne.',
    failed: 'Impossible de charger l’analyse. Vérifiez votre connexion et réessayez.',
  },
  statistics: {
    offline: 'Impossible de charger les statistiques : vous êtes hors ligne.',
    failed: 'Impossible de charger les statistiques. Vérifiez votre connexion et réessayez.',
  },
  rules: {
    offline: 'Impossible de charger les règles : vous êtes hors ligne.',
    failed: 'Impossible de charger les règles. Vérifiez votre connexion et réessayez.',
  },
  settings: {
    offline: 'Impossible de charger les réglages : vous êtes hors ligne.',
    failed: 'Impossible de charger les réglages. Vérifiez votre connexion et réessayez.',
  },
  sharedDeal: {
    offline: 'Impossible de charger la donne partagée : vous êtes hors ligne.',
    failed: 'Impossible de charger la donne partagée. Vérifiez votre connexion et réessayez.',
  },
  records: {
    offline: 'Impossible de charger le relevé de partie : vous êtes hors ligne.',
    failed: 'Impossible de charger le relevé de partie. Vérifiez votre connexion et réessayez.',
  },
  replay: {
    offline: 'Impossible de charger la relecture : vous êtes hors ligne.',
    failed: 'Impossible de charger la relecture. Vérifiez votre connexion et réessayez.',
  },
  hint: {
    offline: 'Impossible de calculer le conseil : vous êtes hors ligne.',
    failed: 'Impossible de calculer le conseil. Vérifiez votre connexion et réessayez.',
  },
  computers: {
    offline: 'Impossible de charger les joueurs ordinateur : vous êtes hors ligne.',
    failed: 'Impossible de charger les joueurs ordinateur. Vérifiez votre connexion et réessayez.',
  },
  standIn: {
    offline:
      'Vous êtes hors ligne : les joueurs ordinateur de niveau Difficile et Expert jouent au niveau Normal jusqu’à votre retour en ligne.',
    failed:
      'Impossible de charger les joueurs ordinateur de niveau Difficile et Expert : ils jouent au niveau Normal pour le moment.',
  },
  whenBack: 'Tout reprendra automatiquement dès que vous serez de nouveau en ligne.',
  retry: 'Réessayer',
  close: 'Fermer',
};
