// The theme and the few form pieces a page needs before the rest of the design system: the
// login page takes them from here so that its first script carries no more than it shows.
// Everything here is also exported by the whole package (index.ts).
import './theme/styled';

export * from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { Button } from './components/Button';
export { CheckboxField, PasswordField, TextField } from './forms/fields';
