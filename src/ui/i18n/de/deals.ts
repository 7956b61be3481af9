import type { Catalog } from '../catalog';
import type { deals as english } from '../en/deals';

export const deals: Catalog<typeof english> = {
  fingerprint: {
    show: 'Den ganzen Fingerabdruck zeigen',
    hide: 'Den ganzen Fingerabdruck ausblenden',
    title: 'Fingerabdruck von Spiel {deal}',
    explain:
      'Der SHA-256 des Seeds dieses Spiels, festgelegt, bevor die erste Karte gegeben wurde. Ist das Spiel vorbei, zeigt „Dieses Spiel prüfen“ den Seed, damit du sehen kannst, dass er diesen Fingerabdruck und diese Karten ergibt.',
    none: 'kein Fingerabdruck',
    why: 'Warum gibt es keinen Fingerabdruck?',
    noneReason:
      'Dieses Spiel wurde gegeben, bevor sich Spiele prüfen ließen: Es gehört zu einer Partie, die eine ältere Version der App gespeichert hat. Jedes neue Spiel hat einen.',
  },
  check: {
    button: 'Dieses Spiel prüfen',
    title: 'Spiel {deal} prüfen',
    intro:
      'Der Seed, aus dem dieses Spiel kam, sein Fingerabdruck, jetzt neu berechnet, und die Karten, die der Seed ergibt, jeweils verglichen mit dem, was der Tisch gezeigt und gegeben hat.',
    seed: 'Der Seed (der Text, der gehasht wurde)',
    hash: 'Sein SHA-256, jetzt berechnet',
    shown: 'Der Fingerabdruck, der vor dem Spiel gezeigt wurde',
    webCrypto: 'Von deinem Browser berechnet (Web Crypto).',
    appCrypto:
      'Diese Seite hat kein Web Crypto (sie kommt nicht über eine sichere Verbindung), darum hat die App ihn selbst berechnet.',
    working: 'Wird berechnet …',
    hashMatches: 'Der Fingerabdruck stimmt mit dem vor dem Spiel gezeigten überein.',
    hashDiffers: 'Der Fingerabdruck stimmt NICHT mit dem vor dem Spiel gezeigten überein.',
    deck: 'Die Karten, die dieser Seed ergibt, in der Reihenfolge des Gebens',
    dealt: 'Die Karten, die der Tisch gegeben hat',
    deckMatches: 'Die gegebenen Karten sind die Karten, die dieser Seed ergibt.',
    deckDiffers: {
      one: 'Die gegebenen Karten sind NICHT die Karten, die dieser Seed ergibt: {count} Platz weicht ab (markiert).',
      other:
        'Die gegebenen Karten sind NICHT die Karten, die dieser Seed ergibt: {count} Plätze weichen ab (markiert).',
    },
    differs: 'nicht die Karte, die der Seed hier ergibt',
    notDealt: 'Die Aufzeichnung des Tisches enthält für dieses Spiel keine Karten.',
    outside: 'Außerhalb der App prüfen',
    outsideHow:
      'In einer Kopie des Quellcodes der App gibt dieser Befehl den Fingerabdruck und das Kartenspiel des Seeds aus. Die Datei docs/fair-deals.md erklärt jeden Schritt, mit einem kurzen Python-Programm, das dasselbe tut.',
    noSeedTitle: 'Nichts zu prüfen',
    noSeed:
      'Dieses Spiel wurde gegeben, bevor sich Spiele prüfen ließen: Es gehört zu einer Partie, die eine ältere Version der App gespeichert hat, und wurde ohne einen Seed gegeben, der sich zeigen ließe. Jedes neue Spiel lässt sich prüfen.',
  },
};
