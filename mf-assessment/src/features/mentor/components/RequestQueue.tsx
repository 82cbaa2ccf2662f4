import { formatDisplayDate, reviewProgress, type MentorRequest, type ReviewProgress } from '@qip/shared-contracts';
import styled from 'styled-components';
import { NqaTags } from '../../mentor-feedback';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Entry = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  width: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colours.primary : theme.colours.border)};
  border-left-width: 4px;
  background: ${({ $selected, theme }) => ($selected ? theme.colours.primarySoft : theme.colours.surface)};
  color: ${({ theme }) => theme.colours.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colours.primary};
  }
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Comment = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const tones = {
  'Not started': { background: 'infoSoft', colour: 'info' },
  Draft: { background: 'warningSoft', colour: 'warning' },
  Published: { background: 'successSoft', colour: 'success' },
} as const;

const Progress = styled.span<{ $progress: ReviewProgress }>`
  flex: none;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $progress, theme }) => theme.colours[tones[$progress].background]};
  color: ${({ $progress, theme }) => theme.colours[tones[$progress].colour]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface RequestQueueProps {
  requests: readonly MentorRequest[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** The open requests, oldest first: the service, what it asked about, and how far the review is. */
export function RequestQueue({ requests, selectedId, onSelect }: RequestQueueProps) {
  return (
    <nav aria-label="Feedback requests">
      <List>
        {requests.map((request) => {
          const progress = reviewProgress(request.review);
          return (
            <li key={request.id}>
              <Entry
                type="button"
                $selected={request.id === selectedId}
                aria-current={request.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(request.id)}
              >
                <Top>
                  <Name>{request.center_name}</Name>
                  <Progress $progress={progress}>{progress}</Progress>
                </Top>
                <Meta>
                  Requested {formatDisplayDate(request.created_at)}
                  {request.requested_by && ` by ${request.requested_by}`}
                </Meta>
                <NqaTags nqa={request.nqa} inline />
                {request.comment && <Comment>“{request.comment}”</Comment>}
              </Entry>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
