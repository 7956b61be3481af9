// Spanish texts of the Schwimmen table. Mirrors ../en/table.ts. The player is addressed as "tú".
import type { Catalog } from '../catalog';
import type { table as enTable } from '../en/table';

export const table: Catalog<typeof enTable> = {
  seats: {
    opponents: 'Rivales',
    dealer: 'Repartidor',
    dealerChip: 'R',
    lives: { one: '{count} vida', many: '{count} vidas', other: '{count} vidas' },
    swimming: 'Nadando',
    out: 'Fuera',
    knocked: 'Ha llamado',
    playing: 'Juega',
    thinking: 'Pensando',
    cardsHeld: { one: '{count} carta', many: '{count} cartas', other: '{count} cartas' },
    secondPacket: 'Otro paquete, boca abajo',
  },
  centre: {
    middle: 'Centro',
    stock: 'Mazo',
    stockCount: {
      one: '{count} carta en el mazo',
      many: '{count} cartas en el mazo',
      other: '{count} cartas en el mazo',
    },
  },
  me: {
    region: 'Tu sitio',
    hand: 'Tus cartas',
    handValue: 'Tu mano: {value}',
    yourTurn: 'Tu turno',
  },
  lastAction: {
    keep: 'Se ha quedado el paquete',
    takeSecond: 'Ha tomado el otro paquete',
    swap: 'Ha cambiado {give} por {take}',
    swapAll: 'Ha cambiado las tres',
    pass: 'Ha pasado',
    knock: 'Ha llamado',
  },
  actions: {
    keep: 'Quedármelo',
    takeSecond: 'Tomar el otro paquete',
    swapAll: 'Cambiar las tres',
    pass: 'Pasar',
    knock: 'Llamar',
  },
  knockRefusals: {
    knockFirstRound: 'No puedes llamar en la primera vuelta',
    alreadyKnocked: 'Alguien ya ha llamado',
  },
  status: {
    playing: 'Juega {name}',
    waitingForDeal: 'Esperando el reparto',
    gameOver: 'La partida ha terminado',
    youAreOut: 'Estás fuera. Los demás siguen jugando.',
    choose: 'Quédate estas cartas o toma el otro paquete sin verlo',
    pickBoth: 'Elige una carta de tu mano y una del centro para cambiarlas',
    pickMiddle: 'Ahora elige la carta del centro que quieres',
    pickHand: 'Ahora elige la carta de tu mano que das',
    lastTurn: '{name} ha llamado: es tu último turno',
  },
  hint: {
    button: 'Pista',
    pending: 'Pensando en tus cartas…',
    take: 'Toma {card}: {worth}',
    swapAll: 'Cambia las tres: {worth}',
    knock: 'Llama: tu {value} seguramente basta',
    pass: 'Pasa: nada del centro te ayuda',
    passAnyway: 'Pasa: ningún cambio compensa en este turno',
    keep: 'Quédatelo: {worth} es un buen comienzo',
    takeSecond: 'Toma el otro paquete: {worth} es muy poco',
    worth: {
      suit: '{value} en {suit}',
      threeOfAKind: 'trío, {value}',
      feuer: 'Fuego, tres ases',
    },
    loseChance: 'Si llamas ahora: un {percent} % de probabilidad de perder una vida, más o menos',
    loseChanceNone: 'Si llamas ahora: casi ninguna probabilidad de perder una vida',
    loseChanceSure: 'Si llamas ahora: casi seguro que perderías una vida',
  },
  announce: {
    event: '{name}: {action}',
    refresh: 'Todos han pasado: tres cartas nuevas en el centro',
    yourTurn: 'Tu turno',
  },
};
