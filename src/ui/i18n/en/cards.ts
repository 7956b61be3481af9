// Filled by the cards work; see ../en.ts.
export const cards = {} as const;
