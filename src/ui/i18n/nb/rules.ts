// Norwegian text of the Schwimmen rules page. Mirrors ../en/rules.ts, in the words of the user's Norwegian
// rules (giver, midten, tre like, schnauz, feuer, svømme, ute).
import type { Catalog } from '../catalog';
import type { rules as enRules } from '../en/rules';

export const rules: Catalog<typeof enRules> = {
  title: 'Slik spiller du Schwimmen',
  contents: 'Innhold',
  intro:
    'Hold tre kort som er verdt mest mulig i én sort. Hver runde mister den svakeste hånden et liv; den siste spilleren som er igjen i spillet, vinner.',
  yourTable: 'Bordet ditt',
  changeHint: 'Du kan endre disse valgene under Innstillinger.',
  summary: {
    lives: { one: '{count} liv hver', other: '{count} liv hver' },
    feuer: { on: 'Feuer på', off: 'Feuer av' },
    threeOfAKind: { on: 'Tre like på', off: 'Tre like av' },
    knockInFirstRound: { on: 'Banking på første tur', off: 'Ingen banking før alle har hatt en tur' },
    knockWithSwap: { on: 'Banke etter bytte', off: 'Å banke er en egen tur' },
    tieBreak: { none: 'Like laveste hender taper alle', skat: 'Like hender etter Skat-rekkefølge' },
  },
  example: 'verdt {value}',
  exampleNotes: {
    oneSuit: {
      french: 'Spar konge og 10; esset står alene i hjerter',
      german: 'Løv konge og 10; esset står alene i hjerter',
    },
    twoOfOne: 'Hjerter 7 og 9',
    noPair: 'Ingen to kort i samme sort: det beste kortet teller',
  },
  sections: {
    cards: {
      title: 'Kort og verdier',
      deck: {
        french: 'Spillet bruker 32 kort: 7, 8, 9, 10, knekt, dame, konge og ess i fire sorter.',
        german: 'Spillet bruker 32 kort: 7, 8, 9, 10, Unter, Ober, konge og ess i fire sorter.',
      },
      points: {
        french: 'Ess teller 11, konge, dame, knekt og 10 teller 10, og 9, 8 og 7 teller det de viser.',
        german: 'Ess teller 11, konge, Ober, Unter og 10 teller 10, og 9, 8 og 7 teller det de viser.',
      },
      suit: 'Bare én sort teller: hånden din er verdt den høyeste summen av kortene du har i én og samme sort. Kort i andre sorter gir ingenting.',
      examplesTitle: 'Eksempler',
      schnauz: 'Det beste en sort kan gi, er 31: et ess og to tikort i samme sort. Det er en schnauz.',
      threeOn: 'Tre like er på: tre kort av samme valør er verdt 30½, tre 7-ere like mye som tre konger.',
      threeOff: 'Tre like er av: tre kort av samme valør teller som en hvilken som helst annen hånd.',
    },
    deal: {
      title: 'Utdelingen',
      deal: 'Hver spiller får tre kort, ett om gangen, og giveren begynner med spilleren til venstre. Giveren får også en ekstra hånd på tre kort med bildesiden ned. Kortene som er igjen, blir bunken.',
      choice:
        'Giveren ser bare på den første hånden og velger så: å beholde den, så den ekstra hånden legges åpen i midten, eller å ta den ekstra hånden usett, så den første havner i midten.',
      atOnce: 'Får noen 31 i utdelingen, slutter runden før giveren velger (se Schnauz og feuer).',
      next: 'Etter hver runde går given videre til spilleren til venstre.',
    },
    turn: {
      title: 'Din tur',
      order:
        'Spilleren til venstre for giveren begynner, og turen går med klokka. På din tur gjør du nøyaktig én ting:',
      swap: 'Bytte ett kort: gi fra deg ett av dine og ta ett fra midten. Kortet ditt legges der det andre lå.',
      swapAll: 'Bytte alle: de tre kortene dine og de tre i midten bytter plass.',
      pass: 'Passe: ikke endre noe.',
      knock: 'Banke: si at du er fornøyd med hånden din (se nedenfor).',
      never: 'Du kan aldri bytte nøyaktig to kort, og ingen trekker fra bunken.',
    },
    knocking: {
      title: 'Å banke',
      text: 'Å banke (også kalt å lukke) avslutter runden snart: alle de andre spillerne får én siste tur (bytte ett, bytte alle eller passe, men ikke banke), og så vises alle hendene. Den som banket, spiller ikke mer. Bare én spiller banker i en runde.',
      firstRoundOff: 'Banking på første tur er av: du kan banke når alle har hatt en tur.',
      firstRoundOn: 'Banking på første tur er på: du kan banke allerede på din første tur i runden.',
      withSwapOn:
        'Banke etter bytte er på: du kan også avslutte et bytte, eller et bytte av alle tre, med å banke, når du ellers kunne ha banket. Byttet skjer først; gir det deg 31, viser du det, og runden slutter med en gang. Å banke uten å bytte går fortsatt.',
      withSwapOff:
        'Banke etter bytte er av: å banke er hele turen din, så du kan ikke bytte og banke i samme tur.',
    },
    allPass: {
      title: 'Alle passer',
      text: 'Passer alle spillerne etter hverandre, feies midten bort, og tre nye kort fra bunken legges åpne. Spilleren som passet først, fortsetter. Er det færre enn tre kort igjen i bunken, slutter runden i stedet, og hendene vises.',
    },
    schnauz: {
      title: 'Schnauz og feuer',
      schnauz:
        'Den som har 31, viser det med en gang, og runden stopper der. Under spillet skjer det rett etter byttet som ga 31, også under de siste turene etter at noen har banket.',
      atDeal:
        'Rett etter utdelingen vises 31 før giveren velger, og ingen spiller en tur: giveren har den første hånden, og den andre blir liggende med bildesiden ned, usett. Det samme gjelder når giverens første hånd er 31, og en giver som får 31 ved å ta den andre hånden, viser det også med en gang.',
      feuerOn:
        'Feuer er på: tre ess er verdt 32. De vises også med en gang, og alle de andre spillerne mister et liv.',
      feuerOffThree: 'Feuer er av: tre ess er bare tre like, verdt 30½.',
      feuerOffPlain: 'Feuer er av: tre ess teller som en hvilken som helst annen hånd, 11.',
    },
    showdown: {
      title: 'Oppgjør og like hender',
      text: 'Når runden er over, vises alle hendene som fortsatt er med. Den laveste hånden mister et liv.',
      tieNone:
        'Like laveste hender taper alle: alle som har den laveste verdien, mister et liv. Er alle hendene like mye verdt, taper ingen.',
      tieSkat:
        'Like hender etter Skat-rekkefølge: den laveste verdien taper som alltid, og bare hender med lik verdi rangeres videre: høyere tre like slår lavere (ess høyest), og like summer rangeres etter sort, {order}. En hånd med samme sum i to sorter teller den høyeste. Spillere som står likt i samme sort, taper alle, selv om det er alle sammen.',
      suitOrder: '{a} høyest, så {b}, {c} og {d}',
    },
    lives: {
      title: 'Liv og svømming',
      start: { one: 'Alle starter med {count} liv.', other: 'Alle starter med {count} liv.' },
      swim: 'Har du mistet alle livene dine, svømmer du: du spiller videre, men taper du én runde til, er du ute av spillet.',
    },
    winning: {
      title: 'Å vinne',
      text: 'Den siste spilleren som er igjen i spillet, vinner. En schnauz avslutter en runde, aldri spillet.',
      drawSkat:
        'Med like hender etter Skat-rekkefølge kan de siste spillerne ryke ut i samme runde: da blir spillet uavgjort, uten vinner.',
      noDraw:
        'Det er alltid en vinner: den beste hånden i en runde mister aldri et liv (er alle like mye verdt, mister ingen).',
    },
  },
};
