import type { Catalog } from '../catalog';
import type { records as english } from '../en/records';

export const records: Catalog<typeof english> = {
  dialog: {
    title: 'Relevé de partie',
    intro:
      'Cette partie coup par coup, en texte simple que chacun peut lire. Gardez-le, envoyez-le ou rouvrez-le avec « Ouvrir un relevé de partie » sur l’écran d’accueil.',
    hidden:
      'La donne sur la table est encore en cours : ses cartes et ses coups s’ajoutent une fois qu’elle est finie.',
    nothing: 'Rien n’a encore été joué : le relevé ne contient que l’en-tête de la partie.',
    textLabel: 'Le relevé',
    download: 'Télécharger',
    copy: 'Copier',
    copied: 'Le relevé est copié.',
    copyFailed: 'La copie ne fonctionne pas ici : sélectionnez le texte et copiez-le vous-même.',
    copyLink: 'Copier le lien',
    linkCopied: 'Le lien est copié : qui l’ouvre rejoue cette partie.',
    linkLabel: 'Lien vers ce relevé',
    making: 'Création du lien…',
    tooLong: 'Ce relevé est trop long pour un lien : téléchargez le fichier et envoyez-le plutôt.',
    noLink: 'Ce navigateur ne sait pas faire de liens de relevés : téléchargez plutôt le fichier.',
    replay: 'Rejouer',
  },
  open: {
    title: 'Ouvrir un relevé de partie',
    intro:
      'Collez un relevé de partie ou choisissez un fichier de relevé pour rejouer la partie coup par coup. Ouvrir un relevé ne change rien à vos propres parties ni à vos statistiques.',
    textLabel: 'Relevé de partie (record) à ouvrir',
    file: 'Choisir un fichier de relevé',
    open: 'Ouvrir',
    empty: 'Collez d’abord un relevé ou choisissez un fichier.',
    refused: 'Ce relevé ne peut pas être ouvert : {reason}.',
    fromLink: 'Le relevé de ce lien ne peut pas être ouvert : {reason}.',
    tooBig: 'Ce fichier est trop gros pour être un relevé de partie.',
    unreadable: 'Ce fichier n’a pas pu être lu.',
    reading: 'Lecture du relevé du lien…',
  },
};
