import { evidenceCountText, type EvidenceDocument } from '@qip/shared-contracts';
import { Button, EmptyState, ErrorState, LoadingState, SpreadRow, type Resource } from '@qip/shared-ui';
import styled from 'styled-components';
import { EvidenceItem, type EvidenceItemProps } from './EvidenceItem';

const Items = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Count = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

type ItemActions = Omit<EvidenceItemProps, 'item'>;

/** 'N evidence(s) provided' with 'Show evidences' / 'Close evidences', and the list itself. */
export function EvidenceList({
  evidence,
  open,
  onOpenChange,
  ...actions
}: ItemActions & {
  evidence: Resource<EvidenceDocument[]>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (evidence.status === 'loading') return <LoadingState />;
  if (evidence.status === 'failed') return <ErrorState onRetry={() => void evidence.reload()} />;
  const items = evidence.data;
  return (
    <section aria-label="Evidences">
      <SpreadRow>
        <Count>{evidenceCountText(items.length)}</Count>
        {items.length > 0 && (
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => onOpenChange(!open)}>
            {open ? 'Close evidences' : 'Show evidences'}
          </Button>
        )}
      </SpreadRow>
      {items.length === 0 && <EmptyState title="No evidence yet" />}
      {open && items.length > 0 && (
        <Items>
          {items.map((item) => (
            <EvidenceItem key={item.id} item={item} {...actions} />
          ))}
        </Items>
      )}
    </section>
  );
}
