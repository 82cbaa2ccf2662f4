import { complianceAction, compliancePercent, type LawCompliance } from '@qip/shared-contracts';
import { areaColour, Button, ProgressBar, Spinner, type Resource } from '@qip/shared-ui';
import styled from 'styled-components';

const Banner = styled.section<{ $soft: string; $main: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $soft }) => $soft};
  border: 1px solid ${({ $main }) => $main};
`;

const Text = styled.div`
  flex: 1 1 280px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Measure = styled.div`
  flex: 1 1 200px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  & > :first-child {
    flex: 1 1 auto;
  }
`;

const Ratio = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
  white-space: nowrap;
`;

export const COMPLIANCE_HEADING = 'In accordance with the National Law and Regulations';

/** The area's compliance with its laws: a bar and Start / Finish / Finished to open the table. */
export function ComplianceBanner({
  areaId,
  compliance,
  onOpen,
}: {
  areaId: number;
  compliance: Resource<LawCompliance>;
  onOpen: () => void;
}) {
  const colour = areaColour(areaId);
  return (
    <Banner $soft={colour.soft} $main={colour.main} aria-labelledby="compliance-heading">
      <Text>
        <Heading id="compliance-heading">{COMPLIANCE_HEADING}</Heading>
        {compliance.status === 'loading' && <Spinner label="Loading data..." />}
        {compliance.status === 'failed' && <Ratio>The laws and regulations could not be loaded.</Ratio>}
        {compliance.status === 'ready' && (
          <Measure>
            <ProgressBar
              value={compliancePercent(compliance.data.ratio)}
              label="Laws and regulations recorded"
              colour={colour.main}
            />
            <Ratio>
              {compliance.data.counts.total - compliance.data.counts.unanswered} of {compliance.data.counts.total} laws
              and regulations recorded
            </Ratio>
          </Measure>
        )}
      </Text>
      {compliance.status === 'ready' && (
        <Button onClick={onOpen} aria-label={`${complianceAction(compliance.data.ratio)}: laws and regulations`}>
          {complianceAction(compliance.data.ratio)}
        </Button>
      )}
      {compliance.status === 'failed' && (
        <Button variant="secondary" onClick={() => void compliance.reload()}>
          Retry
        </Button>
      )}
    </Banner>
  );
}
