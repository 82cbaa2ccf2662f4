import {
  missingServiceDetails,
  PATHS,
  REPORT_MESSAGES,
  SERVICE_DETAILS_STEPS,
  type ServiceDetails,
} from '@qip/shared-contracts';
import { Button, ButtonLink, Modal, usePortalNavigate } from '@qip/shared-ui';
import styled from 'styled-components';

const Missing = styled.ul`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  a {
    color: ${({ theme }) => theme.colours.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Lead = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/**
 * The full report needs the service details at 100% (spec): the modal says so and links to the
 * wizard step of each missing detail, the first one as its main action.
 */
export function FullReportGate({
  open,
  details,
  onClose,
}: {
  open: boolean;
  /** The details as last loaded; null when they could not be read (then the wizard's start is offered). */
  details: ServiceDetails | null;
  onClose: () => void;
}) {
  const { onLinkClick } = usePortalNavigate();
  const missing = details ? missingServiceDetails(details) : [];
  const first = missing[0];
  const firstPath = first ? PATHS.serviceDetailsStep(first.step) : PATHS.serviceDetails;
  const firstTitle = first ? SERVICE_DETAILS_STEPS[first.step]?.title : undefined;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Complete your Service Details"
      description={REPORT_MESSAGES.fullNeedsServiceDetails}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <ButtonLink href={firstPath} onClick={onLinkClick(firstPath)}>
            {firstTitle ? `Go to ${firstTitle}` : 'Go to Service Details'}
          </ButtonLink>
        </>
      }
    >
      {missing.length > 0 && (
        <>
          <Lead>Still missing:</Lead>
          <Missing aria-label="Still missing">
            {missing.map((item) => (
              <li key={item.label}>
                <a
                  href={PATHS.serviceDetailsStep(item.step)}
                  onClick={onLinkClick(PATHS.serviceDetailsStep(item.step))}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </Missing>
        </>
      )}
    </Modal>
  );
}
