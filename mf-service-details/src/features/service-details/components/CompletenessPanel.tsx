import { missingServiceDetails, type ServiceDetails } from '@qip/shared-contracts';
import { ProgressBar } from '@qip/shared-ui';
import styled from 'styled-components';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Headline = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Missing = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const StepLink = styled.button`
  border: none;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colours.primary};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;

/** How complete the details are and what is still missing, each item a link to its step. */
export function CompletenessPanel({
  details,
  onGoToStep,
}: {
  details: ServiceDetails;
  onGoToStep: (step: number) => void;
}) {
  const { percent } = details.completeness;
  const missing = missingServiceDetails(details);
  return (
    <Panel aria-label="Service details completeness">
      <Headline>
        <strong>{percent}%</strong> complete
      </Headline>
      <ProgressBar value={percent} label="Service details complete" />
      {missing.length === 0 ? (
        <Missing>Every detail is in: your full report can include them.</Missing>
      ) : (
        <Missing>
          Still to do:{' '}
          {missing.map((item, index) => (
            <span key={item.label}>
              {index > 0 && ', '}
              <StepLink type="button" onClick={() => onGoToStep(item.step)}>
                {item.label}
              </StepLink>
            </span>
          ))}
        </Missing>
      )}
    </Panel>
  );
}
