import { shownPercent } from '@qip/shared-contracts';
import { areaColour } from '@qip/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header<{ $main: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 3px solid ${({ $main }) => $main};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Service = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Percent = styled.strong<{ $strong: string }>`
  color: ${({ $strong }) => $strong};
`;

const Heading = styled.div`
  flex: 1 1 320px;
`;

/**
 * 'NQA1 - Educational program and practice', the service and the area's progress, with the
 * area switcher beside it: one compact row, so the questions start on the first screen.
 */
export function AreaHeader({
  areaId,
  name,
  title,
  serviceName,
  completed,
  switcher,
}: {
  areaId: number;
  name: string;
  title: string;
  serviceName: string;
  completed: number | null;
  switcher: ReactNode;
}) {
  const colour = areaColour(areaId);
  return (
    <Header $main={colour.main}>
      <Heading>
        <Title>
          {name} - {title}
        </Title>
        <Service>
          <span>{serviceName}</span>
          {completed !== null && (
            <>
              {' · '}
              <Percent $strong={colour.strong}>{shownPercent(completed)}% completed</Percent>
            </>
          )}
        </Service>
      </Heading>
      {switcher}
    </Header>
  );
}
