export { invoiceTotal } from './components/Invoice';
