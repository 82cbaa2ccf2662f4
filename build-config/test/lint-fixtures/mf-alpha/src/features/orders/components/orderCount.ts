export const orderCount = 2;
