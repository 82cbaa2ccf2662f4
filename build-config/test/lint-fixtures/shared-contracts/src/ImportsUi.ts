// Violation: shared-contracts imports nothing of the other packages.
import { widget } from '../../shared-ui/src/widget';

export const contract = widget;
