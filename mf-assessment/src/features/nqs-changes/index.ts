// The elements the NQS in force changed, flagged per service: the area page shows them.
export { NqsChangeCount } from './components/NqsChangeCount';
export { NqsChangeNotice } from './components/NqsChangeNotice';
export { useNqsChanges } from './hooks/useNqsChanges';
