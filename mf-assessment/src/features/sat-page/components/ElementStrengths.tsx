import { PATHS, questionPath, SAT, type SatEntry, type SubLevelProgress } from '@qip/shared-contracts';
import { EmptyState, SpreadRow } from '@qip/shared-ui';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SatDescriptionsNotice, SatStrengthEditor, useSatActions, useSatDrafts, useSatRemoval } from '../../sat';

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(4)};
`;

const Strengths = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const AreaLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.primary};
`;

/** Where an element's questions are answered and chosen for the SAT. */
const elementPath = (areaId: number, elementLabel: string) =>
  `${PATHS.nqaArea(areaId)}?${new URLSearchParams({ element: elementLabel }).toString()}`;

/**
 * The strengths chosen for one element, each with its description editor (counter, autosave,
 * 'Changes saved!'), and the way to the area page to choose more; an empty state when none is.
 */
export function ElementStrengths({
  centerId,
  areaId,
  element,
  entries,
  readOnly,
}: {
  centerId: string;
  areaId: number;
  element: SubLevelProgress;
  /** The element's strengths in the SAT. */
  entries: readonly SatEntry[];
  readOnly: boolean;
}) {
  const navigate = useNavigate();
  const actions = useSatActions(centerId);
  const drafts = useSatDrafts();
  const removal = useSatRemoval(centerId);
  const headingId = `sat-page-element-${element.label}`;
  const chooseMore = (
    <AreaLink to={elementPath(areaId, element.label)}>Choose strengths on the NQA{areaId} page</AreaLink>
  );

  return (
    <section aria-labelledby={headingId}>
      <SpreadRow>
        <Heading id={headingId}>
          Element {element.label}: {element.name}
        </Heading>
        {entries.length > 0 && entries.length < SAT.strengthsPerElement && chooseMore}
      </SpreadRow>
      {element.description && <Intro>{element.description}</Intro>}
      {entries.length === 0 ? (
        <EmptyState
          title={`No strengths chosen for element ${element.label} yet.`}
          description={`Answer its questions Yes on the NQA${areaId} page and choose Add to SAT on up to ${SAT.strengthsPerElement} of them; they appear here to describe.`}
          action={chooseMore}
        />
      ) : (
        <>
          <Strengths>
            {entries.map((entry) => (
              <SatStrengthEditor
                key={entry.id}
                entry={entry}
                text={drafts.textOf(entry)}
                readOnly={readOnly}
                onTextChange={(text) => drafts.setText(entry, text)}
                onSave={(text, version) => actions.save(entry, text, version)}
                onGoTo={() =>
                  navigate(
                    questionPath({
                      areaId: entry.area_id,
                      elementLabel: entry.label,
                      category: entry.type,
                      questionId: entry.question_id,
                    }),
                  )
                }
                onRemove={() => removal.request(entry)}
              />
            ))}
          </Strengths>
          <SatDescriptionsNotice texts={entries.map(drafts.textOf)} />
        </>
      )}
      {removal.dialog}
    </section>
  );
}
