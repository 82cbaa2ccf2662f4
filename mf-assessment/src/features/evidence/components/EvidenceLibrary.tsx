import {
  EVIDENCE_TITLE_LABELS,
  formatDisplayDate,
  joinLabels,
  refusalMessage,
  type EvidenceDocument,
} from '@qip/shared-contracts';
import { Button, ErrorState, ErrorText, FormField, Input, LoadingState } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useEvidenceLibrary } from '../hooks/useEvidenceLibrary';

const Panel = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.background};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 320px;
  overflow-y: auto;
`;

const Result = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

export const LINK_FAILED = 'The evidence could not be linked. Please try again.';

/** Where an item is used already, as the library shows it. */
export const usedOnText = (item: EvidenceDocument) =>
  item.usedOn.length === 0 ? 'Not used on any question' : `Used for ${joinLabels(item.usedOn.map((use) => use.label))}`;

/** 'Link existing evidence': the service's library, searched, each item linkable to this question. */
export function EvidenceLibrary({
  centerId,
  cqrId,
  onLink,
}: {
  centerId: string;
  cqrId: string;
  onLink: (item: EvidenceDocument) => Promise<void>;
}) {
  const { search, setSearch, items } = useEvidenceLibrary(centerId);
  const [linking, setLinking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const link = async (item: EvidenceDocument) => {
    setLinking(item.id);
    setFailure(null);
    try {
      await onLink(item);
      await items.reload();
    } catch (error) {
      setFailure(refusalMessage(error, LINK_FAILED));
    } finally {
      setLinking(null);
    }
  };

  return (
    <Panel aria-label="Evidence library">
      <FormField label="Search your evidence library">
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="search"
            value={search}
            aria-describedby={describedBy}
            placeholder="Name, file name, web address or comment"
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        )}
      </FormField>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      {items.status === 'loading' && <LoadingState />}
      {items.status === 'failed' && <ErrorState onRetry={() => void items.reload()} />}
      {items.status === 'ready' &&
        (items.data.length === 0 ? (
          <Small>{search.trim() ? 'No evidence matches your search.' : 'Your evidence library is empty.'}</Small>
        ) : (
          <Results aria-label="Library evidence">
            {items.data.map((item) => {
              const here = item.usedOn.some((use) => use.cqrId === cqrId);
              return (
                <Result key={item.id}>
                  <Text>
                    <strong>{item.label}</strong> · {EVIDENCE_TITLE_LABELS[item.title]}
                    <Small>
                      Added {formatDisplayDate(item.uploadDate)} by {item.userName || 'a former user'} ·{' '}
                      {usedOnText(item)}
                    </Small>
                  </Text>
                  {here ? (
                    <Small>On this question</Small>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={linking === item.id}
                      busyLabel="Linking..."
                      disabled={linking !== null}
                      aria-label={`Link ${item.label} to this question`}
                      onClick={() => void link(item)}
                    >
                      Link
                    </Button>
                  )}
                </Result>
              );
            })}
          </Results>
        ))}
    </Panel>
  );
}
