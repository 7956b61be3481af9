// Norwegian text of the Schnapsen rules page. Mirrors ../en/schnapsenRules.ts (giv, stikk, bunken, trumf,
// gifte, spille ut, lukke, melde 66, spillpoeng).
import type { Catalog } from '../catalog';
import type { schnapsenRules as enSchnapsenRules } from '../en/schnapsenRules';

export const schnapsenRules: Catalog<typeof enSchnapsenRules> = {
  title: 'Slik spiller du Schnapsen',
  contents: 'Innhold',
  intro:
    'To spillere, tjue kort. Vinn stikk og meld gifte til du kan si at du har 66 poeng. Hver giv du vinner, bringer deg nærmere å vinne Bummerlen.',
  yourTable: 'Bordet ditt',
  changeHint: 'Du kan endre disse valgene under Innstillinger.',
  summary: {
    bummerl: 'Bummerl på {count}',
    exchangeWithOneLeft: { on: 'Bytte med ett kort igjen', off: 'Bytte mens 2 eller flere er igjen' },
    autoClaim: { on: 'Automatisk melding', off: 'Du melder 66 selv' },
  },
  worth: '{points}',
  sections: {
    cards: {
      title: 'Kort og poeng',
      deck: {
        french:
          'Spillet bruker 20 kort: ess, ti, konge, dame og knekt i fire sorter. Med tyske kort er damen Ober og knekten Unter, og sortene er hjerter, bjeller, eikenøtter og løv.',
        german:
          'Spillet bruker 20 kort: ess, ti, konge, Ober og Unter i fire sorter: hjerter, bjeller, eikenøtter og løv. Med franske kort er Ober damen og Unter knekten.',
      },
      points: {
        french:
          'Kortene gir poeng: ess 11, ti 10, konge 4, dame 3, knekt 2 – 120 i alt. I et stikk rangeres de i samme rekkefølge: ess, ti, konge, dame, knekt.',
        german:
          'Kortene gir poeng: ess 11, ti 10, konge 4, Ober 3, Unter 2 – 120 i alt. I et stikk rangeres de i samme rekkefølge: ess, ti, konge, Ober, Unter.',
      },
    },
    deal: {
      title: 'Utdelingen',
      deal: 'Hver spiller får fem kort: tre, så to. Mellom de to rundene snus ett kort: det er trumfkortet, og sorten er trumf hele given.',
      talon:
        'De andre ni kortene ligger med bildesiden ned som bunken. Trumfkortet ligger på tvers under den og er det siste kortet som trekkes.',
      lead: 'Spilleren som ikke ga, spiller ut til første stikk. Given går annenhver gang.',
    },
    tricks: {
      title: 'Stikk mens bunken er åpen',
      play: 'Den som spiller ut, legger et hvilket som helst kort, og det kan den andre også: ennå trenger ingen å følge sort.',
      win: 'Det høyeste kortet i utspilt sort tar stikket; en trumf slår alle andre sorter. Vinneren spiller ut neste gang.',
      draw: 'Etter hvert stikk trekker vinneren det øverste kortet i bunken, så den andre det neste. Den som trekker sist, får trumfkortet.',
    },
    closed: {
      title: 'Når bunken er lukket eller brukt opp',
      text: 'Ingen trekker lenger, og reglene blir strenge. Den andre spilleren må, i denne rekkefølgen:',
      head: 'ta stikket med et høyere kort i utspilt sort, hvis mulig;',
      follow: 'ellers legge et lavere kort i den sorten;',
      trump: 'ellers trumfe;',
      any: 'og bare uten noe av dette legge et hvilket som helst kort.',
    },
    marriage: {
      title: 'Gifte',
      text: {
        french:
          'Spilleren som har utspillet og har konge og dame i samme sort, kan melde dem som gifte: 20 poeng, eller 40 i trumf. Så spilles kongen eller damen ut – eller 66 meldes med en gang, hvis giftet ga nok.',
        german:
          'Spilleren som har utspillet og har konge og Ober i samme sort, kan melde dem som gifte: 20 poeng, eller 40 i trumf. Så spilles kongen eller Oberen ut – eller 66 meldes med en gang, hvis giftet ga nok.',
      },
      pending:
        'Giftepoeng teller først når du har vunnet et stikk. Til da venter de, og de går tapt hvis du aldri vinner et. Gifte kan meldes helt til siste stikk.',
    },
    exchange: {
      title: 'Bytte trumfkortet',
      text: {
        french:
          'Spilleren som har utspillet og trumfknekten, kan bytte den mot trumfkortet under bunken før utspillet.',
        german:
          'Spilleren som har utspillet og trumf-Unteren, kan bytte den mot trumfkortet under bunken før utspillet.',
      },
      optionOff: 'Det er lov mens bunken er åpen og minst to kort med bildesiden ned er igjen.',
      optionOn: 'Det er lov mens bunken er åpen og minst ett kort med bildesiden ned er igjen.',
    },
    closing: {
      title: 'Å lukke bunken',
      text: 'Spilleren som har utspillet, kan lukke bunken ved å snu trumfkortet, så lenge det er et kort med bildesiden ned igjen. Fra da av trekker ingen, og de strenge reglene gjelder.',
      risk: 'Den som lukket, må da nå 66. Lykkes det, avhenger spillpoengene av den andres poeng i det øyeblikket bunken ble lukket. Mislykkes det, vinner den andre 2 spillpoeng, eller 3 hvis den andre ikke hadde noe stikk da bunken ble lukket.',
    },
    claiming: {
      title: 'Å melde 66',
      text: 'Spilleren som har utspillet – også rett etter et bytte, en lukking eller et gifte – kan melde 66, altså si fra om 66 poeng eller mer. Given slutter straks og telles opp.',
      wrong:
        'En falsk melding koster dyrt: den andre vinner 2 spillpoeng, eller 3 hvis den andre ikke har noe stikk ennå.',
      autoOff: 'Ved dette bordet melder du selv med knappen Meld 66: tell poengene dine underveis.',
      autoOn: 'Ved dette bordet meldes det for deg så snart du har 66.',
      lastTrick:
        'Melder ingen, og kortene tar slutt, vinner den som tar siste stikk, given: etter poengene nedenfor med 66 eller mer, ellers 1 spillpoeng. Siste stikk gir ingen ekstra poeng.',
    },
    scoring: {
      title: 'Spillpoeng',
      intro: 'Vinneren av en giv får spillpoeng etter hvordan det gikk for den andre:',
      one: '1 spillpoeng hvis den andre har 33 poeng eller mer;',
      two: '2 spillpoeng hvis den andre har under 33 (Schneider), men minst ett stikk;',
      three: '3 spillpoeng hvis den andre ikke har vunnet et stikk (Schwarz).',
    },
    bummerl: {
      title: 'Bummerlen',
      start: 'Begge spillerne starter på {count} og teller ned med spillpoengene de vinner.',
      end: 'Den som først når 0, vinner Bummerlen; den andre «får en Bummerl».',
    },
  },
};
