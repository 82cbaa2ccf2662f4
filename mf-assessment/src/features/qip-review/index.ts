// The yearly QIP review (regulations 55 and 56): the dashboard's card.
export { QipReviewCard } from './components/QipReviewCard';
