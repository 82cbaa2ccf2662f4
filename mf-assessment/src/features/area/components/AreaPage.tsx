import {
  PATHS,
  isQuestionCategory,
  isQuestionFilter,
  qualityAreaFromParam,
  selectedElement,
  type AreaProgressTree,
  type LawCompliance,
  type LevelProgress,
  type SubLevelProgress,
} from '@qip/shared-contracts';
import {
  ErrorState,
  LoadingState,
  Page,
  useReadOnly,
  useSelectedService,
  useServiceDetails,
  type Resource,
  type SelectedService,
} from '@qip/shared-ui';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AreaLawsModal, ComplianceBanner, useLawCompliance } from '../../laws';
import { NqsChangeCount, NqsChangeNotice, useNqsChanges } from '../../nqs-changes';
import { ElementWorkspace } from '../../questions';
import { SatDrawerLauncher } from '../../sat';
import { useAddressQuestion } from '../hooks/useAddressQuestion';
import { useAreaProgress } from '../hooks/useAreaProgress';
import { AreaHeader } from './AreaHeader';
import { AreaSwitcher } from './AreaSwitcher';
import { LevelCards, SubLevelCards } from './LevelCards';
import { YourProgress } from './YourProgress';

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colours.textMuted};
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
`;

const Info = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const SatRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(3)};
`;

const ProgressRow = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/**
 * /qip/nqa/{nqaId}: one quality area. Reachable only once the service details are loaded;
 * otherwise (or for an unknown area) it goes to the dashboard.
 */
export function AreaPage() {
  const { nqaId } = useParams();
  const areaId = qualityAreaFromParam(nqaId);
  const service = useSelectedService();
  if (areaId === null || !service) return <Navigate to={PATHS.nqa} replace />;
  return <AreaGuard areaId={areaId} service={service} />;
}

function AreaGuard({ areaId, service }: { areaId: number; service: SelectedService }) {
  const { details } = useServiceDetails(service.centerId);
  // Asked for alongside the details rather than after them: neither depends on the other.
  const progress = useAreaProgress(areaId, service.centerId);
  const compliance = useLawCompliance(service.centerId, areaId);
  if (details.status === 'failed') return <Navigate to={PATHS.nqa} replace />;
  if (details.status === 'loading') {
    return (
      <Page>
        <AreaHeader
          areaId={areaId}
          name={`NQA${areaId}`}
          title=""
          serviceName={service.name}
          completed={null}
          switcher={<AreaSwitcher current={areaId} />}
        />
        <LoadingState />
      </Page>
    );
  }
  return <Area areaId={areaId} service={service} progress={progress} compliance={compliance} />;
}

function Area({
  areaId,
  service,
  progress,
  compliance,
}: {
  areaId: number;
  service: SelectedService;
  progress: Resource<AreaProgressTree>;
  compliance: Resource<LawCompliance>;
}) {
  const readOnly = useReadOnly();
  // `?laws=open` (the readiness view's link) opens the laws and regulations table at once.
  const [params] = useSearchParams();
  const [lawsOpen, setLawsOpen] = useState(() => params.get('laws') === 'open');

  return (
    <Page>
      <AreaHeader
        areaId={areaId}
        name={progress.status === 'ready' ? progress.data.name : `NQA${areaId}`}
        title={progress.status === 'ready' ? progress.data.title : ''}
        serviceName={service.name}
        completed={progress.status === 'ready' ? progress.data.completed : null}
        switcher={<AreaSwitcher current={areaId} />}
      />
      <ComplianceBanner areaId={areaId} compliance={compliance} onOpen={() => setLawsOpen(true)} />
      <SatRow>
        <SatDrawerLauncher centerId={service.centerId} readOnly={readOnly} />
      </SatRow>
      {progress.status === 'loading' && <LoadingState />}
      {progress.status === 'failed' && <ErrorState onRetry={() => void progress.reload()} />}
      {progress.status === 'ready' && (
        <AreaBody areaId={areaId} tree={progress.data} service={service} readOnly={readOnly} progress={progress} />
      )}
      <AreaLawsModal
        open={lawsOpen}
        areaId={areaId}
        compliance={compliance}
        readOnly={readOnly}
        onClose={() => setLawsOpen(false)}
      />
    </Page>
  );
}

function AreaBody({
  areaId,
  tree,
  service,
  readOnly,
  progress,
}: {
  areaId: number;
  tree: AreaProgressTree;
  service: SelectedService;
  readOnly: boolean;
  progress: Resource<AreaProgressTree>;
}) {
  const [params, setParams] = useSearchParams();
  const focusQuestionId = useAddressQuestion();
  const nqsChanges = useNqsChanges(service.centerId);
  const selected = selectedElement(tree.levels, params.get('element'));
  const categoryParam = params.get('category');
  const filterParam = params.get('filter');
  const category = isQuestionCategory(categoryParam) ? categoryParam : 'embedded';
  const filter = isQuestionFilter(filterParam) ? filterParam : 'all';

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        Object.entries(changes).forEach(([key, value]) => next.set(key, value));
        return next;
      },
      { replace: true },
    );
  const chooseLevel = (level: LevelProgress) => {
    const first = level.subLevels[0];
    if (first) update({ element: first.label });
  };
  const chooseSubLevel = (subLevel: SubLevelProgress) => update({ element: subLevel.label });

  if (!selected) return <ErrorState title="This quality area has no elements." />;
  const { level, subLevel } = selected;

  return (
    <>
      <NqsChangeCount areaId={areaId} changes={nqsChanges} onShow={(label) => update({ element: label })} />
      <SectionTitle>Standards</SectionTitle>
      <LevelCards areaId={areaId} levels={tree.levels} selectedId={level.id} onSelect={chooseLevel} />
      <Info>
        <strong>
          {level.name} {level.title}
        </strong>
        : {level.info}
      </Info>
      <SectionTitle>Elements of {level.name}</SectionTitle>
      <SubLevelCards areaId={areaId} subLevels={level.subLevels} selectedId={subLevel.id} onSelect={chooseSubLevel} />
      <NqsChangeNotice centerId={service.centerId} elementId={subLevel.id} changes={nqsChanges} readOnly={readOnly} />
      <ProgressRow>
        <YourProgress areaId={areaId} subLevel={subLevel} />
      </ProgressRow>
      <ElementWorkspace
        key={subLevel.id}
        centerId={service.centerId}
        subLevel={subLevel}
        category={category}
        filter={filter}
        readOnly={readOnly}
        focusQuestionId={focusQuestionId}
        onCategoryChange={(next) => update({ category: next })}
        onFilterChange={(next) => update({ filter: next })}
        onProgressChanged={progress.reload}
      />
    </>
  );
}
