// Mentor feedback as a service sees it: the dashboard's buttons and request, and the reviews page.
export { MentorFeedbackCard } from './components/MentorFeedbackCard';
export { FeedbackPage } from './components/FeedbackPage';
export { NqaTags, RatingBadge } from './components/FeedbackBadges';
export { FeedbackText } from './components/FeedbackReview';
