// Messages (assessment spec: 'Messages, support, invoices'): the inbox, a message, and an
// administrator's compose.
export { MessagesPage } from './components/MessagesPage';
export { MessageDetailPage } from './components/MessageDetailPage';
