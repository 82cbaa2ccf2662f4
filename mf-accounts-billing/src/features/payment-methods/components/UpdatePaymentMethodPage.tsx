import { PATHS } from '@qip/shared-contracts';
import { ButtonLink, Card, Page, PageHeader, usePlatform, usePortalNavigate } from '@qip/shared-ui';
import { useState } from 'react';
import { AccountOnly, Notice, type BillingAccount } from '../../common';
import { PaymentDetails } from './PaymentDetails';

/** The spec's payment-failed text (section 8), with the operator's address. */
export function paymentFailedText(email: string): string {
  return `Unfortunately we couldn't process your payment. Please use a different payment method, contact your payment provider, or contact us at ${email} for further assistance.`;
}

function FailedPaymentNotice({ services }: { services: readonly string[] }) {
  // The shell read the operator's address with the portal's configuration.
  const { supportEmail } = usePlatform();
  return (
    <Notice $tone="warning">
      <strong>Payment failed: {services.join(', ')}</strong>
      <p>{paymentFailedText(supportEmail)}</p>
    </Notice>
  );
}

function UpdatePaymentMethod({ account }: { account: BillingAccount }) {
  const [paidInvoices, setPaidInvoices] = useState(0);
  const { onLinkClick } = usePortalNavigate();
  const service = account.selectedServiceName ?? 'Your service';
  return (
    <Page>
      <PageHeader title="Update payment method" subtitle={account.selectedServiceName ?? undefined} />
      {paidInvoices > 0 ? (
        <Notice $tone="success" role="status">
          <strong>Payment made. Thank you!</strong>
          <p>Your new card paid what was due, so {service} is active again. You can carry on with your QIP and SAT.</p>
          <ButtonLink href={PATHS.nqa} onClick={onLinkClick(PATHS.nqa)}>
            Go to the NQA dashboard
          </ButtonLink>
        </Notice>
      ) : account.failedServiceNames.length > 0 ? (
        <FailedPaymentNotice services={account.failedServiceNames} />
      ) : (
        <Notice $tone="info">
          <p>Every payment has gone through. Add a card here, or delete one you no longer use.</p>
        </Notice>
      )}
      <Card>
        <PaymentDetails account={account} onCardAdded={setPaidInvoices} />
      </Card>
    </Page>
  );
}

/**
 * /qip/update-payment-method, where the guard sends a service whose payment failed: the spec's
 * failure text, the saved cards, and a card to add, which pays the failed invoice at once.
 */
export function UpdatePaymentMethodPage() {
  return <AccountOnly>{(account) => <UpdatePaymentMethod account={account} />}</AccountOnly>;
}
