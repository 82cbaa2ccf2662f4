import { MENTOR_FEEDBACK_STATUS_LABELS, type MentorFeedbackStatus } from '@qip/shared-contracts';
import { areaColour, VisuallyHidden } from '@qip/shared-ui';
import styled from 'styled-components';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Tag = styled.li<{ $area: number }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ $area }) => areaColour($area).main};
  background: ${({ $area }) => areaColour($area).soft};
  color: ${({ $area }) => areaColour($area).strong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

/**
 * The quality areas a request or review is about, each in its area's colour: a list, or plain
 * text (`inline`) inside a button, where a list may not go.
 */
export function NqaTags({ nqa, inline = false }: { nqa: readonly number[]; inline?: boolean }) {
  if (inline) {
    return (
      <Tags as="span">
        {nqa.map((area, index) => (
          <Tag as="span" key={area} $area={area}>
            NQA {area}
            {index < nqa.length - 1 && <VisuallyHidden>,</VisuallyHidden>}
          </Tag>
        ))}
      </Tags>
    );
  }
  return (
    <Tags aria-label="Quality areas">
      {nqa.map((area) => (
        <Tag key={area} $area={area}>
          NQA {area}
        </Tag>
      ))}
    </Tags>
  );
}

const toneOf = { 1: 'warning', 2: 'info', 3: 'success' } as const;

const Badge = styled.span<{ $tone: 'warning' | 'info' | 'success' }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $tone, theme }) => theme.colours[`${$tone}Soft`]};
  color: ${({ $tone, theme }) => ($tone === 'info' ? theme.colours.primary : theme.colours[$tone])};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

/** A review's status: Working towards, Meeting or Exceeding. */
export function RatingBadge({ status }: { status: MentorFeedbackStatus }) {
  return <Badge $tone={toneOf[status]}>{MENTOR_FEEDBACK_STATUS_LABELS[status]}</Badge>;
}
