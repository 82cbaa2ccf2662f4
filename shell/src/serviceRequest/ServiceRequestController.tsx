import { useAuthenticatedState, useBusEvent } from '@qip/shared-ui';
import { useState } from 'react';
import { ServiceRequestModal } from './ServiceRequestModal';

/**
 * Opens the 'Add a new service' request form when any part of the portal asks for it on the bus
 * ('service-request.open'): the change-service modal does, and so can the account area. Not in
 * a viewer session, which changes nothing.
 */
export function ServiceRequestController() {
  const state = useAuthenticatedState();
  const [open, setOpen] = useState(false);
  useBusEvent('service-request.open', () => setOpen(true));
  if (!state || state.session.viewer || !open) return null;
  return <ServiceRequestModal open={open} onOpenChange={setOpen} state={state} />;
}
