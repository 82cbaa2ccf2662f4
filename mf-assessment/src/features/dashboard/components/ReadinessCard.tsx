import { PATHS, READINESS_MESSAGES } from '@qip/shared-contracts';
import { Card, SummaryHeading, SummaryLink, SummaryNote, usePortalNavigate } from '@qip/shared-ui';

/** The way to the readiness view: what is still missing, area by area. */
export function ReadinessCard() {
  const { onLinkClick } = usePortalNavigate();
  return (
    <Card aria-labelledby="readiness-card-title">
      <SummaryHeading id="readiness-card-title">{READINESS_MESSAGES.title}</SummaryHeading>
      <SummaryNote>{READINESS_MESSAGES.subtitle}</SummaryNote>
      <SummaryLink href={PATHS.readiness} onClick={onLinkClick(PATHS.readiness)}>
        Check your readiness
      </SummaryLink>
    </Card>
  );
}
