import { QUALITY_AREA_IDS } from '@qip/shared-contracts';
import { ErrorState, VisuallyHidden, type Resource } from '@qip/shared-ui';
import styled from 'styled-components';
import { NqaProgressCard, PlaceholderCard } from './NqaProgressCard';
import type { NqaCards } from '../api/dashboardApi';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

/** The seven quality-area cards; grey placeholders while they load. */
export function NqaCardGrid({ cards }: { cards: Resource<NqaCards> }) {
  if (cards.status === 'failed') return <ErrorState onRetry={() => void cards.reload()} />;
  return (
    <Grid aria-busy={cards.status === 'loading' || undefined}>
      {cards.status === 'loading' ? (
        <>
          <VisuallyHidden role="status">Loading data...</VisuallyHidden>
          {QUALITY_AREA_IDS.map((id) => (
            <PlaceholderCard key={id} areaId={id} />
          ))}
        </>
      ) : (
        cards.data.cards.map((area) => <NqaProgressCard key={area.id} area={area} />)
      )}
    </Grid>
  );
}
