// The add-new-service screen's public surface.
export { AddNewServicePage } from './components/AddNewServicePage';
