export const widget = 4;
