// Violation: reaches into another feature's internals instead of its index.ts.
import { invoiceTotal } from '../../billing/components/Invoice';

export const total = invoiceTotal;
