export const invoiceTotal = 1;
