// Violation: shared-ui may import only shared-contracts.
import { shellThing } from '../../shell/src/shellThing';
import { rule } from '../../shared-contracts/src/rule';

export const piece = [shellThing, rule];
