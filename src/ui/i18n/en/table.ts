// Filled by the table work; see ../en.ts.
export const table = {} as const;
