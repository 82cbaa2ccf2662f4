import { flaggedNqsChangeCount, nqsChangeCountLabel, type NqsChanges } from '@qip/shared-contracts';
import { Button, type Resource } from '@qip/shared-ui';
import styled from 'styled-components';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * How many of the area's elements are flagged 'changed since you answered', each a button that
 * shows it. Nothing when none is (or while they load: the element's own notice says the rest).
 */
export function NqsChangeCount({
  areaId,
  changes,
  onShow,
}: {
  areaId: number;
  changes: Resource<NqsChanges>;
  onShow: (label: string) => void;
}) {
  if (changes.status !== 'ready') return null;
  const count = flaggedNqsChangeCount(changes.data.elements, areaId);
  if (count === 0) return null;
  const flagged = changes.data.elements.filter((element) => element.flagged && element.areaId === areaId);
  return (
    <Line>
      <span>{nqsChangeCountLabel(count)}:</span>
      {flagged.map((element) => (
        <Button key={element.categoryId} variant="link" size="sm" onClick={() => onShow(element.label)}>
          {element.label} {element.title}
        </Button>
      ))}
    </Line>
  );
}
