// Violation: a remote imports another remote.
import { betaApp } from '../../../../../mf-beta/src/App';

export const other = betaApp;
