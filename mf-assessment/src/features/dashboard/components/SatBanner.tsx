import { usePortalNavigate } from '@qip/shared-ui';
import { SAT_REPORT_PATH, userResourcePath } from '@qip/shared-contracts';
import styled from 'styled-components';

/** The resource centre's QIP/SAT resources tab. */
const SAT_RESOURCES_PATH = userResourcePath({ tab: 'qip' });

const Banner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.infoSoft};
  border: 1px solid ${({ theme }) => theme.colours.info};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const New = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.info};
  color: ${({ theme }) => theme.colours.onPrimary};
`;

const Text = styled.p`
  flex: 1 1 320px;
`;

const Links = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colours.primary};
  }
`;

/** The 'NEW!' notice about the Self Assessment Tool. */
export function SatBanner() {
  const { onLinkClick } = usePortalNavigate();
  return (
    <Banner aria-label="New: Self Assessment Tool">
      <New>NEW!</New>
      <Text>
        <strong>Self Assessment Tool.</strong> Turn the strengths you record here into the self-assessment a regulator
        reads: choose up to five per element and build your SAT report.
      </Text>
      <Links>
        <a href={SAT_REPORT_PATH} onClick={onLinkClick(SAT_REPORT_PATH)}>
          Open the SAT report
        </a>
        <a href={SAT_RESOURCES_PATH} onClick={onLinkClick(SAT_RESOURCES_PATH)}>
          SAT resources
        </a>
      </Links>
    </Banner>
  );
}
