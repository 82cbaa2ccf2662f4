// The mentor's side of mentor feedback: the queue of requests and the review form.
export { MentorPage } from './components/MentorPage';
