import { PATHS, SAT_REPORT_PATH, type QualityAreaId, type SatEntry } from '@qip/shared-contracts';
import {
  Card,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  useReadOnly,
  useSelectedService,
  useServiceDetails,
  usePortalNavigate,
  type SelectedService,
} from '@qip/shared-ui';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSatEntries } from '../../sat';
import { useQualityAreas } from '../hooks/useQualityAreas';
import { useSatPageAddress } from '../hooks/useSatPageAddress';
import { AreaTiles } from './AreaTiles';
import { SelectedArea } from './SelectedArea';

// The service's form checks its fields with the contract's schemas (zod), which load with it
// rather than with the remote's first script, which every area page needs (issue 18).
const ServiceDetailsBlock = lazy(() =>
  import('./ServiceDetailsBlock').then((module) => ({ default: module.ServiceDetailsBlock })),
);

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const SectionIntro = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const ReportLink = styled.a`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colours.primarySoft};
  }
`;

/** /qip/sat: the self-assessment of the selected service. */
export function SatPage() {
  const service = useSelectedService();
  if (!service) return <Navigate to={PATHS.nqa} replace />;
  return <SatPageForService key={service.centerId} service={service} />;
}

function SatPageForService({ service }: { service: SelectedService }) {
  const { details, save } = useServiceDetails(service.centerId);
  const entries = useSatEntries(service.centerId);
  const areas = useQualityAreas();
  const address = useSatPageAddress();
  const readOnly = useReadOnly();
  const { onLinkClick } = usePortalNavigate();

  const list: readonly SatEntry[] = entries.status === 'ready' ? entries.data : [];
  const chosenInArea = (areaId: QualityAreaId) => list.filter((entry) => entry.area_id === areaId).length;

  return (
    <Page>
      <PageHeader
        title="Self-Assessment Tool"
        subtitle={`${service.name}: your service, and the strengths you describe for each element of the National Quality Standard.`}
        actions={
          <ReportLink href={SAT_REPORT_PATH} onClick={onLinkClick(SAT_REPORT_PATH)}>
            Go to SAT report
          </ReportLink>
        }
      />
      <Sections>
        <Card aria-labelledby="sat-page-service">
          <SectionHeading id="sat-page-service">Your service</SectionHeading>
          <SectionIntro>The details your self-assessment opens with. Each part saves on its own.</SectionIntro>
          {details.status === 'loading' && <LoadingState />}
          {details.status === 'failed' && <ErrorState onRetry={() => void details.reload()} />}
          {details.status === 'ready' && (
            <Suspense fallback={<LoadingState />}>
              <ServiceDetailsBlock details={details.data} save={save} readOnly={readOnly} isAdmin={service.isAdmin} />
            </Suspense>
          )}
        </Card>
        <section aria-labelledby="sat-page-strengths">
          <SectionHeading id="sat-page-strengths">Strengths by quality area</SectionHeading>
          <SectionIntro>
            Choose a quality area and an element, then describe each strength you chose for it.
          </SectionIntro>
          {entries.status === 'loading' && <LoadingState />}
          {entries.status === 'failed' && <ErrorState onRetry={() => void entries.reload()} />}
          {entries.status === 'ready' && (
            <AreaTiles
              areas={areas.status === 'ready' ? areas.data.areas : null}
              chosenIn={chosenInArea}
              selected={address.areaId}
              onSelect={address.chooseArea}
            />
          )}
        </section>
        {entries.status === 'ready' && (
          <SelectedArea
            key={address.areaId}
            areaId={address.areaId}
            centerId={service.centerId}
            entries={list.filter((entry) => entry.area_id === address.areaId)}
            elementLabel={address.elementLabel}
            onElementChange={address.chooseElement}
            readOnly={readOnly}
          />
        )}
      </Sections>
    </Page>
  );
}
