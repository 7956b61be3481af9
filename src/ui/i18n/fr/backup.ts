// Textes français de la sauvegarde de toutes les données (statistiques et réglages). Reflète ../en/backup.ts.
import type { Catalog } from '../catalog';
import type { backup as english } from '../en/backup';

export const backup: Catalog<typeof english> = {
  title: 'Vos données',
  intro:
    'Un seul fichier avec tout ce que cet appareil conserve : les parties et les réglages des deux jeux, le bilan de Bummerls, les statistiques, le classement de niveau et son historique, les donnes du jour, la langue et le son. Gardez-le en lieu sûr, ou emportez vos données sur un autre appareil.',
  backUp: 'Sauvegarder mes données',
  backedUp: 'La sauvegarde est en cours de téléchargement : {file}',
  open: 'Restaurer une sauvegarde',
  file: 'Fichier de sauvegarde',
  fileHint:
    'Un fichier créé par « Sauvegarder mes données », nommé par exemple kartenrunde-backup-2026-12-06.json.',
  restore: 'Restaurer',
  reading: 'Lecture de la sauvegarde…',
  preview: {
    title: 'Restaurer cette sauvegarde ?',
    made: 'Créée le {date}.',
    replaces: 'Elle remplace sur cet appareil :',
    kept: 'Ce que la sauvegarde ne contient pas reste tel quel. Ce qu’elle remplace ne pourra pas être récupéré : sauvegardez d’abord vos données si vous risquez d’en avoir encore besoin.',
    confirm: 'Remplacer mes données',
    cancel: 'Annuler',
  },
  parts: {
    match: '{game} : une partie en cours, manche {round}',
    matchNew: '{game} : une nouvelle partie',
    matchOver: '{game} : une partie terminée',
    daily: '{game} : la donne du jour du {day}',
    settings: 'Réglages de {game}',
    tally: 'Bilan de {game} : {won} gagnés, {lost} perdus',
    stats: { one: 'Statistiques : {count} partie jouée', other: 'Statistiques : {count} parties jouées' },
    skill: {
      one: 'Classement de niveau : {ratings}, {count} manche ou donne classée',
      other: 'Classement de niveau : {ratings}, {count} manches et donnes classées',
    },
    skillNone: 'Classement de niveau : rien de classé pour l’instant',
    dailyHistory: {
      one: 'Donnes du jour : {count} jour joué',
      other: 'Donnes du jour : {count} jours joués',
    },
    language: 'Langue : {language}',
    languageBrowser: 'Langue : celle du navigateur',
    soundOn: 'Son : activé',
    soundOff: 'Son : désactivé',
  },
  refusals: {
    noFile: 'Choisissez d’abord un fichier de sauvegarde.',
    notRead: 'Le fichier n’a pas pu être lu. Rien n’a été modifié.',
    notJson: 'Ce fichier n’est pas une sauvegarde de cette application. Rien n’a été modifié.',
    notBackup: 'Ce fichier n’est pas une sauvegarde de cette application. Rien n’a été modifié.',
    newerBackup:
      'Cette sauvegarde a été faite par une version plus récente de l’application. Mettez l’application à jour, puis restaurez-la. Rien n’a été modifié.',
    emptyBackup: 'Cette sauvegarde ne contient rien à restaurer. Rien n’a été modifié.',
    unknownPart:
      'Partie inconnue : {what}. Cette sauvegarde contient quelque chose que cette application ne connaît pas. Rien n’a été modifié.',
    newerPart:
      'Une partie de cette sauvegarde vient d’une version plus récente de l’application : {what}. Mettez l’application à jour, puis restaurez-la. Rien n’a été modifié.',
    brokenPart:
      'Une partie de cette sauvegarde est endommagée et inutilisable : {what}. Rien n’a été modifié.',
    notWritten:
      'La sauvegarde n’a pas pu être écrite : le stockage de cet appareil est plein ou désactivé. Rien n’a été modifié.',
    notLoaded: 'Impossible de charger la sauvegarde : vous êtes hors ligne. Réessayez une fois en ligne.',
  },
};
