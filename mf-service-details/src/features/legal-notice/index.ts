// The legal notice's public surface: what App.tsx may import.
export { LegalNoticePage } from './components/LegalNoticePage';
export { SignInToContinue } from './components/SignInToContinue';
