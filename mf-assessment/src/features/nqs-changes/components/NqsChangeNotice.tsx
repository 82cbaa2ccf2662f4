import { formatInstantDate, refusalMessage, type NqsChanges } from '@qip/shared-contracts';
import { Button, ErrorText, type Resource } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useReviewNqsChange } from '../hooks/useNqsChanges';

export const CHANGED_BADGE = 'Changed since you answered';
export const REVIEW_FAILED = 'The review could not be saved. Please try again.';
export const CHANGES_FAILED = 'The changes in the current National Quality Standard could not be loaded.';

const Notice = styled.section<{ $flagged: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $flagged }) => ($flagged ? theme.colours.warning : theme.colours.border)};
  background: ${({ theme, $flagged }) => ($flagged ? theme.colours.warningSoft : theme.colours.surface)};
`;

const Text = styled.div`
  flex: 1 1 320px;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Heading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.warning};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
`;

/**
 * What the NQS in force changed in the element shown, when it changed it: flagged 'Changed since
 * you answered' (with 'Mark as reviewed') while the service's answers predate the change, else a
 * plain note of the change. Nothing while the changes load or for an element that did not change.
 */
export function NqsChangeNotice({
  centerId,
  elementId,
  changes,
  readOnly,
}: {
  centerId: string;
  elementId: string;
  changes: Resource<NqsChanges>;
  readOnly: boolean;
}) {
  const review = useReviewNqsChange();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (changes.status === 'failed') {
    return (
      <Notice $flagged={false} aria-label="Changes in the National Quality Standard">
        <Text>
          <Muted role="alert">{CHANGES_FAILED}</Muted>
        </Text>
        <Button variant="secondary" size="sm" onClick={() => void changes.reload()}>
          Retry
        </Button>
      </Notice>
    );
  }
  if (changes.status !== 'ready') return null;
  const change = changes.data.elements.find((element) => element.categoryId === elementId);
  if (!change) return null;

  const markReviewed = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await review(centerId, change.categoryId);
      await changes.reload();
    } catch (error) {
      setFailure(refusalMessage(error, REVIEW_FAILED));
    } finally {
      setSaving(false);
    }
  };

  const headingId = `nqs-change-${change.label}`;
  return (
    <Notice $flagged={change.flagged} aria-labelledby={headingId}>
      <Text>
        <Heading id={headingId}>
          {change.flagged && <Badge>{CHANGED_BADGE}</Badge>}
          <span>
            {change.label} {change.title}: changed in the {changes.data.version.name}
          </span>
        </Heading>
        <p>{change.summary}</p>
        {change.flagged && (
          <Muted>Your answers here were given before the change: check they still hold, then mark it reviewed.</Muted>
        )}
        {change.reviewedAt && (
          <Muted>
            Reviewed{change.reviewedByName ? ` by ${change.reviewedByName}` : ''} on{' '}
            {formatInstantDate(change.reviewedAt)}.
          </Muted>
        )}
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
      </Text>
      {change.flagged && !readOnly && (
        <Button size="sm" onClick={() => void markReviewed()} disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Mark as reviewed'}
        </Button>
      )}
    </Notice>
  );
}
