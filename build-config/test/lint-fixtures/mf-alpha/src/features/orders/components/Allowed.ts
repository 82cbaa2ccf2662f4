// Another feature through its index.ts, and a file of this feature: both allowed.
import { invoiceTotal } from '../../billing';
import { orderCount } from './orderCount';

export const allowed = invoiceTotal + orderCount;
