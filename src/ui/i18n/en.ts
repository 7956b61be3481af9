// Every text the player reads lives here, so a second language is one more file of the same shape.
export const en = {
  app: {
    title: 'Schwimmen & Schnapsen',
    tagline: 'Two classic card games, Schwimmen and Schnapsen, played against the computer in your browser.',
  },
} as const;

type Catalog<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

/** The shape every language must fill: the same keys as `en`, any wording. */
export type Messages = Catalog<typeof en>;
