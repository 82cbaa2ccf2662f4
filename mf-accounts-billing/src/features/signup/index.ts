// The sign-ups' public surface: the paid and free-trial sign-up pages.
export { SignupPage } from './components/SignupPage';
