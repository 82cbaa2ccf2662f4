import {
  Button,
  NoServiceSelected,
  Page,
  PageHeader,
  type SelectedService,
  useSelectedService,
  useServiceDetails,
} from '@qip/shared-ui';
import styled from 'styled-components';
import { MentorFeedbackCard } from '../../mentor-feedback';
import { QipReviewCard } from '../../qip-review';
import { useNqaCards } from '../hooks/useNqaCards';
import { useReportCount } from '../hooks/useReportCount';
import { useWelcome } from '../hooks/useWelcome';
import { NqaCardGrid } from './NqaCardGrid';
import { ReadinessCard } from './ReadinessCard';
import { ReportsCard } from './ReportsCard';
import { SatBanner } from './SatBanner';
import { ServiceDetailsCard } from './ServiceDetailsCard';
import { WelcomeModal } from './WelcomeModal';

const Summary = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** /qip/nqa: the seven quality areas and where the service stands. */
export function DashboardPage() {
  const service = useSelectedService();
  if (!service) return <NoServiceSelected />;
  return <Dashboard service={service} />;
}

function Dashboard({ service }: { service: SelectedService }) {
  const cards = useNqaCards(service.centerId);
  const reports = useReportCount(service.centerId);
  const { details } = useServiceDetails(service.centerId);
  const welcome = useWelcome(service.userId, cards.status !== 'loading');

  return (
    <Page>
      <PageHeader
        title={`Welcome back, ${service.userName}`}
        subtitle={`${service.name} · Quality Improvement Plan and Self-Assessment`}
        actions={
          <Button variant="secondary" size="sm" onClick={welcome.show}>
            How it works
          </Button>
        }
      />
      <SatBanner />
      <section aria-labelledby="nqa-cards-title">
        <SectionTitle id="nqa-cards-title">Your quality areas</SectionTitle>
        <NqaCardGrid cards={cards} />
      </section>
      <Summary>
        <ServiceDetailsCard details={details} />
        <ReportsCard count={reports} />
        <MentorFeedbackCard service={service} />
        <QipReviewCard service={service} />
        <ReadinessCard />
      </Summary>
      <WelcomeModal open={welcome.open} name={service.userName} onClose={welcome.close} />
    </Page>
  );
}
