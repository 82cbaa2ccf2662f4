export const rule = 3;
