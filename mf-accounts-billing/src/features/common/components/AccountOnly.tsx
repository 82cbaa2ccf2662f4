import { NoServiceSelected } from '@qip/shared-ui';
import type { ReactNode } from 'react';
import { useBillingAccount, type BillingAccount } from '../hooks/useBillingAccount';

/** Renders a billing page for the signed-in account (the shell shows these pages only then). */
export function AccountOnly({ children }: { children: (account: BillingAccount) => ReactNode }) {
  const account = useBillingAccount();
  if (!account) return <NoServiceSelected />;
  return <>{children(account)}</>;
}
