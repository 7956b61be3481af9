// Gjennomgangen av en runde eller et spill (treneren).
import type { CoachMessages } from '../en/coach';

export const coach: CoachMessages = {
  title: {
    schwimmen: 'Gjennomgang av runde {round}',
    schnapsen: 'Gjennomgang av spill {round}',
  },
  intro:
    'Hvert valg du tok, vurdert bare ut fra det du kunne se der og da, mot ekspertens valg. De skjulte kortene teller aldri mot deg.',
  loading: 'Regner ut gjennomgangen …',
  failed: 'Gjennomgangen kunne ikke regnes ut. Lukk den og prøv igjen.',
  none: 'Du hadde ikke noe reelt valg i denne runden: ingenting å gå gjennom.',
  summary: {
    one: '1 valg, gjennomsnittlig kostnad {cost}.',
    other: '{count} valg, gjennomsnittlig kostnad {cost}.',
  },
  decision: 'Valg {n}',
  verdicts: {
    best: 'Best',
    good: 'Bra',
    inaccuracy: 'Unøyaktig',
    mistake: 'Feil',
    blunder: 'Tabbe',
  },
  costliest: 'Dyreste',
  yourMove: 'Du spilte',
  expertMove: 'Eksperten',
  sameMove: 'det samme',
  costLabel: 'Kostnad',
  cost: {
    schwimmen: '{cost} poeng større risiko for å miste et liv',
    schnapsen: '{cost} spillpoeng tapt i snitt',
  },
  costShort: {
    schwimmen: '{cost} poeng risiko',
    schnapsen: '{cost} spillpoeng',
  },
  schwimmen: {
    hand: 'Hånden din',
    middle: 'Midten',
    packet: 'Første bunke',
    risk: 'Risiko for å miste et liv: {played} % med ditt valg, {expert} % med ekspertens.',
    actions: {
      swap: 'bytte {give} mot {take}',
      swapAll: 'bytte alle tre',
      pass: 'stå over',
      knock: 'banke',
      keep: 'beholde den første bunken',
      takeSecond: 'ta den andre bunken',
      swapKnock: 'bytte {give} mot {take} og banke',
      swapAllKnock: 'bytte alle tre og banke',
    },
    explain:
      '{played} ({playedWorth}) kostet et liv i {playedRisk} % av spillene; {expert} ({expertWorth}) i {expertRisk} %.',
    worth: {
      suit: '{value} i {suit}',
      threeOfAKind: 'tre like, 30½',
      feuer: 'Ild',
    },
  },
  schnapsen: {
    hand: 'Hånden din',
    led: 'Spilt ut til deg',
    trump: 'Trumf: {suit}',
    score: 'Poeng: du {mine}, {name} {theirs}',
    talon: {
      one: '1 kort i talongen',
      other: '{count} kort i talongen',
    },
    closed: 'Talongen lukket',
    worth: 'Forventet: {played} spillpoeng med ditt valg, {expert} med ekspertens.',
    actions: {
      lead: 'spille ut {card}',
      follow: 'svare med {card}',
      marry: 'melde bryllup i {suit}',
      exchangeTrump: 'bytte trumf-{jack}',
      close: 'lukke talongen',
      claim: 'melde 66',
    },
    explain:
      '{played} er verdt {playedValue} spillpoeng i snitt og vinner spillet med {playedWin} % av hendene {name} kan ha; {expert}: {expertValue} og {expertWin} %.',
  },
  schnapsenHint: {
    leadSafe: 'Spill ut {card}: det tar stikket uansett hva {name} har',
    leadRarelyBeaten: 'Spill ut {card}: bare {percent} % av hendene {name} kan ha, kan ta det',
    leadCheapest: 'Spill ut {card}: det risikerer færrest poeng',
    leadBest: 'Spill ut {card}: det beste utspillet mot hendene {name} kan ha',
    take: 'Ta stikket med {card}: +{points} poeng',
    takeMarriage: 'Ta stikket med {card}: +{points}, og de {marriage} poengene for giftet teller',
    takeClaim: 'Ta stikket med {card}: det gir {total}, meld så 66',
    throwLost: 'Kast {card}: stikket er tapt uansett',
    throwSaveTrump: 'Kast {card}: spar trumfene til senere',
    throwCheap: 'Kast {card}: stikket er ikke verdt et bedre kort',
    marryPending: 'Meld {points} i {suit}: de teller så snart du tar et stikk',
    marryCounted: 'Meld {points} i {suit}: det gir {total}',
    marryClaim: 'Meld {points} i {suit}: det gir {total}, meld så 66',
    exchange: {
      french: 'Bytt trumfknekten: ta {card}',
      german: 'Bytt trumf-Unteren: ta {card}',
    },
    close: 'Lukk nå: du når 66 i {percent} % av hendene {name} kan ha',
    closeAlmostSure: 'Lukk nå: du når 66 i nesten alle hendene {name} kan ha',
    closeSure: 'Lukk nå: du når 66 uansett hva {name} har',
    claim: 'Meld 66: du har {points}',
    claimWins: {
      one: 'Det vinner given, for {count} spillpoeng',
      other: 'Det vinner given, for {count} spillpoeng',
    },
    claimLoses: 'Å melde nå taper given',
  },
};
