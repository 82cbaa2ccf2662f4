// Help and support (/qip/help): the support request form.
export { HelpPage } from './components/HelpPage';
