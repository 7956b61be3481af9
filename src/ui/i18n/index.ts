import { en, type Messages } from './en';

export type { Messages } from './en';

/** The catalog in use. (One language for now; the language switch will choose here.) */
export function useMessages(): Messages {
  return en;
}

/** The catalog outside React (the store's notices, the live region). */
export function messages(): Messages {
  return en;
}

/** Fills {name} placeholders: format('Lowest hand: {value}', { value: 25 }). */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export type PluralForms = { readonly one: string; readonly other: string } & {
  readonly [category: string]: string;
};

const pluralRules = new Intl.PluralRules('en');

/** The form of `forms` for `count`, with {count} filled in. */
export function plural(
  forms: PluralForms,
  count: number,
  params: Record<string, string | number> = {},
): string {
  const form = forms[pluralRules.select(count)] ?? forms.other;
  return format(form, { count, ...params });
}
