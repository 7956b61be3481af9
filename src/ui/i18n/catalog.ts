// The shape of a catalog. English is the model: every other language fills a Catalog<typeof english> of
// each area, so a missing or misspelt key is a type error (and tests/ui/i18n checks the same at run time).

/** The Intl.PluralRules categories a counted text may have. */
export type PluralCategory = Intl.LDMLPluralRule;

/**
 * A counted text: one form per plural category of the language (English `one`, `other`; German the same;
 * French and Spanish add `many`). `other` is always there and stands in for a missing category.
 */
export type PluralForms = { readonly other: string } & { readonly [C in PluralCategory]?: string };

type IsPluralForms<T> = 'other' extends keyof T ? (keyof T extends PluralCategory ? true : false) : false;

/**
 * What a language writes for the English area `T`: the same keys with any wording, a list of the same kind,
 * and counted texts with the plural categories of its own language (so they need not match English's).
 * Objects whose keys are plural categories including `other` are counted texts; a key ending in `Ordinal`
 * holds ordinal forms ("1st", "2nd"), every other one cardinal forms.
 */
export type Catalog<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : IsPluralForms<T> extends true
      ? PluralForms
      : { readonly [K in keyof T]: Catalog<T[K]> };
