export { ForgotPasswordPage } from './components/ForgotPasswordPage';
export { SetPasswordPage } from './components/SetPasswordPage';
