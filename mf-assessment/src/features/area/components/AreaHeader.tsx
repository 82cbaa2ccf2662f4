import { shownPercent } from '@qip/shared-contracts';
import { areaColour } from '@qip/shared-ui';
import styled from 'styled-components';

const Header = styled.header<{ $main: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-bottom: 3px solid ${({ $main }) => $main};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Service = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const Percent = styled.p<{ $strong: string }>`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $strong }) => $strong};
`;

/** 'NQA1 - Educational program and practice', the service, and the area's progress. */
export function AreaHeader({
  areaId,
  name,
  title,
  serviceName,
  completed,
}: {
  areaId: number;
  name: string;
  title: string;
  serviceName: string;
  completed: number | null;
}) {
  const colour = areaColour(areaId);
  return (
    <Header $main={colour.main}>
      <div>
        <Title>
          {name} - {title}
        </Title>
        <Service>{serviceName}</Service>
      </div>
      {completed !== null && <Percent $strong={colour.strong}>{shownPercent(completed)}% completed</Percent>}
    </Header>
  );
}
