import { PATHS, type QualityAreaId, type SatEntry } from '@qip/shared-contracts';
import { areaColour, Card, ErrorState, LoadingState, SpreadRow } from '@qip/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AreaSwitcher, useAreaProgress } from '../../area';
import { AreaLawsModal, ComplianceBanner, useLawCompliance } from '../../laws';
import { ElementPicker } from './ElementPicker';
import { ElementStrengths } from './ElementStrengths';

const AreaCard = styled(Card)<{ $main: string }>`
  border-top: 6px solid ${({ $main }) => $main};
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Shortcuts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const ShortcutsLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const OpenArea = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.primary};
`;

/**
 * The chosen quality area on the SAT page: its laws and regulations, its elements, and the
 * strengths chosen for the chosen element; shortcuts to the seven area pages.
 */
export function SelectedArea({
  areaId,
  centerId,
  entries,
  elementLabel,
  onElementChange,
  readOnly,
}: {
  areaId: QualityAreaId;
  centerId: string;
  /** The area's strengths in the SAT. */
  entries: readonly SatEntry[];
  elementLabel: string | null;
  onElementChange: (label: string) => void;
  readOnly: boolean;
}) {
  const tree = useAreaProgress(areaId, centerId);
  const compliance = useLawCompliance(centerId, areaId);
  const [lawsOpen, setLawsOpen] = useState(false);
  const colour = areaColour(areaId);

  const elements = tree.status === 'ready' ? tree.data.levels.flatMap((level) => level.subLevels) : [];
  const element = elements.find((candidate) => candidate.label === elementLabel) ?? elements[0];
  const chosenIn = (label: string) => entries.filter((entry) => entry.label === label).length;

  return (
    <AreaCard aria-labelledby="sat-page-area" $main={colour.main}>
      <SpreadRow>
        <Heading id="sat-page-area">
          NQA{areaId}
          {tree.status === 'ready' && ` ${tree.data.title}`}
        </Heading>
        <OpenArea to={PATHS.nqaArea(areaId)}>Open the NQA{areaId} page</OpenArea>
      </SpreadRow>
      <ComplianceBanner areaId={areaId} compliance={compliance} onOpen={() => setLawsOpen(true)} />
      {tree.status === 'loading' && <LoadingState />}
      {tree.status === 'failed' && <ErrorState onRetry={() => void tree.reload()} />}
      {tree.status === 'ready' && element && (
        <>
          <ElementPicker
            areaId={areaId}
            levels={tree.data.levels}
            selectedLabel={element.label}
            chosenIn={chosenIn}
            onSelect={onElementChange}
          />
          <ElementStrengths
            key={element.label}
            centerId={centerId}
            areaId={areaId}
            element={element}
            entries={entries.filter((entry) => entry.label === element.label)}
            readOnly={readOnly}
          />
        </>
      )}
      <Shortcuts>
        <ShortcutsLabel>Go to a quality area:</ShortcutsLabel>
        <AreaSwitcher current={0} />
      </Shortcuts>
      <AreaLawsModal
        open={lawsOpen}
        areaId={areaId}
        compliance={compliance}
        readOnly={readOnly}
        onClose={() => setLawsOpen(false)}
      />
    </AreaCard>
  );
}
