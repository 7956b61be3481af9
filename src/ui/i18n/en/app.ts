export const app = {
  title: 'Schwimmen & Schnapsen',
  tagline: 'Two classic card games, Schwimmen and Schnapsen, played against the computer in your browser.',
} as const;
