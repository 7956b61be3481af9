// Det første spillet med veiledning («Slik spiller du»): rammen, hvert steg i begge spillene og tilbudet ved
// første besøk. Speiler ../en/tutorial.ts.
import type { TutorialMessages } from '../en/tutorial';

export const tutorial: TutorialMessages = {
  title: {
    schwimmen: 'Slik spiller du Schwimmen',
    schnapsen: 'Slik spiller du Schnapsen',
  },
  stepOf: 'Steg {n} av {total}',
  next: 'Neste',
  skip: 'Hopp over',
  skipLong: 'Hopp over veiledningen',
  yourMove: 'Din tur: kortet eller knappen som er uthevet.',
  wrong: 'Nesten! Det går fint i et ekte spill, men dette steget ber om trekket som er uthevet.',
  done: {
    title: 'Godt gjort!',
    schwimmen: 'Slik er Schwimmen: samle poeng i én farge, bytt, pass eller bank, og hold på livene dine.',
    schnapsen: 'Slik er Schnapsen: ta stikk, meld gifte, lukk når du står sterkt, og meld 66.',
    play: 'Spill et ekte parti',
    home: 'Start',
  },
  offer: {
    text: 'Ny i {game}? Spill et første spill med veiledning.',
    no: 'Nei takk',
  },
  schwimmen: {
    values:
      'Dette er kortene dine. {A} teller 11; {K}, {Q}, {J} og {T} 10; 9, 8 og 7 tallet sitt. Bare kort i samme farge legges sammen: hånden din er verdt {value}, den beste fargen.',
    middle:
      'Anna ga og beholdt sine egne kort, så den andre bunken hennes ligger åpen i midten. Når det er din tur, bytter du med midten, passer eller banker. Målet: flest mulig poeng i én farge, høyst 31.',
    swap: 'Bytt ett kort: trykk på {give}, så på {take} i midten. Sammen med {with} blir det 21 i {suit}.',
    swapAll:
      'Anna tok {card} og la fra seg {left}: nå ligger det tre {suit} i midten, verdt 27. Ta alle tre på en gang: trykk på «{button}».',
    pass: 'Dine 27 i {suit} er bra, og midten har ingen {suit} til deg. Trykk på «{button}»: du beholder kortene dine.',
    knock:
      'Anna passet også. Når alle passer etter hverandre, kommer tre nye kort fra bunken. Fortsatt ingenting for deg: trykk på «{button}». Etter at noen har banket, får alle andre én siste tur, så sammenlignes hendene.',
    schnauz:
      'På sin siste tur tok Anna {card} og har {hand}: en Schnauz, et ess og to tipoengskort i samme farge, 31. En Schnauz avslutter runden med en gang. Tre ess, Feuer, ville vært 32: da mister alle andre et liv.',
    lives:
      'Den laveste hånden mister et liv: dine 27 mot Annas 31. Vanligvis starter alle med tre liv; her hadde du ett. Uten liv svømmer du: du spiller videre, men neste tapte runde slår deg ut. Den siste som er igjen, vinner.',
  },
  schnapsen: {
    values:
      'Schnapsen spilles med 20 kort: {A} 11, {T} 10, {K} 4, {Q} 3, {J} 2 – 120 poeng i alt. Den som først har 66 poeng, vinner given.',
    trump:
      'Kortet under talongen, {card}, er trumfkortet: {suit} er trumf i denne given. Enhver trumf slår alle kort i en annen farge.',
    lead: 'Du spiller ut til første stikk. Så lenge talongen er åpen, kan Anna svare med hvilket som helst kort: det høyeste kortet i fargen som ble spilt ut vinner, eller en trumf. Spill ut {card}.',
    draw: 'Anna svarte med {answer}: stikket er ditt, {points} poeng. Vinneren trekker først det øverste kortet fra talongen, så taperen, så dere begge har fem kort igjen.',
    marriage:
      'Du har {king} og {queen} i samme farge: et gifte, 20 poeng (40 i trumf). Meld det før du spiller ut: trykk på «{button}».',
    marriageLead:
      'De 20 poengene teller med en gang, fordi du allerede har vunnet et stikk: du har {points} poeng. Spill nå ut ett av kortene i giftet: {card}.',
    exchange:
      'Du har {jack}, trumf-{J}. Så lenge talongen er åpen, kan du bytte den mot trumfkortet {trump}. Trykk på «{button}».',
    close:
      'Du har {points} poeng og sterke kort: på tide å lukke. Trykk på «{button}». Ingen trekker flere kort – og nå må du nå 66 med kortene du har på hånden.',
    closedLead:
      'Når talongen er lukket, må Anna gå over kortet ditt hvis hun kan, ellers følge farge, ellers trumfe. Spill ut {card}.',
    closedLead2: 'Anna måtte gi fra seg {answer}. Spill nå ut {card}: hun må følge {suit} igjen.',
    claim:
      'Du har {points} poeng: 66 eller mer. Si ifra: trykk på «{button}». Given slutter med en gang, og den er din.',
    bummerl:
      'Du vinner 3 spillpoeng, fordi Anna ikke hadde noe stikk da du lukket (1 hvis hun har 33 eller mer, ellers 2). En Bummerl starter på 7 og teller ned: den som først kommer til 0, vinner den.',
  },
};
