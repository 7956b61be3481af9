// Filled by the log work; see ../en.ts.
export const log = {} as const;
