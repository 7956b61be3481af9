// Filled by the screens work; see ../en.ts.
export const screens = {} as const;
