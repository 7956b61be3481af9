// Textes français du classement de niveau dans les statistiques. Reflète ../en/skill.ts.
import type { Catalog } from '../catalog';
import type { skill as english } from '../en/skill';

export const skill: Catalog<typeof english> = {
  title: 'Classement de niveau',
  aboutTitle: 'Comment fonctionne le classement de niveau',
  about:
    'Après chaque manche ou donne, vos décisions sont comparées à celles de l’ordinateur expert, et votre résultat à ce que l’expert a fait des mêmes cartes. La chance ne compte pas. Tout le monde commence à 1500 ; jouer exactement comme l’expert vaut 2300.',
  rated: {
    schwimmen: {
      one: '{count} manche classée',
      many: '{count} manches classées',
      other: '{count} manches classées',
    },
    schnapsen: {
      one: '{count} donne classée',
      many: '{count} donnes classées',
      other: '{count} donnes classées',
    },
  },
  best: 'record {best}',
  empty: {
    schwimmen: 'Pas encore classé. Votre classement apparaît après votre première manche de Schwimmen.',
    schnapsen: 'Pas encore classé. Votre classement apparaît après votre première donne de Schnapsen.',
  },
  plot: {
    title: '{game} : classement au fil du temps',
    summary: '{rounds} : départ à {start}, maintenant {now}, record {best}.',
    rating: 'Classement',
    rounds: { schwimmen: 'Manches classées', schnapsen: 'Donnes classées' },
    start: 'Départ {start}',
  },
  notices: {
    skillUnreadable:
      'Votre classement enregistré n’a pas pu être lu. Il a été mis de côté, et le classement repart de 1500.',
    skillNewer:
      'Votre classement a été enregistré par une version plus récente de l’application. Il a été mis de côté, et le classement repart de 1500.',
  },
};
