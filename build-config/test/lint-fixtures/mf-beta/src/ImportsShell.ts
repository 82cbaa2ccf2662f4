// Violation: a remote imports the shell.
import { shellThing } from '../../shell/src/shellThing';

export const fromShell = shellThing;
