import { hubLink, HUB_PATHS, isMentor, PATHS } from '@qip/shared-contracts';
import { useAuthenticatedState, usePlatform, VisuallyHidden, SpreadRow } from '@qip/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The product shortcuts: this portal, two pages of the hub and two products on their way. */
type Product =
  | { name: string; description: string; kind: 'active' }
  | { name: string; description: string; kind: 'coming-soon' }
  | { name: string; description: string; kind: 'external'; href: (hubUrl: string) => string };

export const PRODUCTS: readonly Product[] = [
  { name: 'QIP Portal', description: 'Your QIP and Self-Assessment', kind: 'active' },
  { name: 'Holistic HUB', description: 'Users, messages and billing', kind: 'external', href: (hub) => hub },
  {
    name: 'Mentoring',
    description: 'Guidance from experienced assessors',
    kind: 'external',
    href: (hub) => hubLink(hub, HUB_PATHS.plans),
  },
  { name: 'Policies & Procedures', description: 'Policies kept up to date for you', kind: 'coming-soon' },
  { name: 'Staff Appraisals', description: 'Reviews and goals for your team', kind: 'coming-soon' },
];

const FOOTER_LINKS = [
  { label: "NQA's", to: PATHS.nqa },
  { label: 'Reports', to: PATHS.reports },
  { label: 'Tasks', to: PATHS.tasks },
  { label: 'Resources', to: PATHS.userResource },
];

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Products = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Tile = styled.li<{ $active: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colours.primarySoft : theme.colours.background)};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const ProductName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Tag = styled.span<{ $tone: 'active' | 'soon' }>`
  align-self: flex-start;
  padding: 1px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme, $tone }) => ($tone === 'active' ? theme.colours.success : theme.colours.border)};
  color: ${({ theme, $tone }) => ($tone === 'active' ? theme.colours.onPrimary : theme.colours.text)};
`;

const Bottom = styled(SpreadRow)`
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  color: ${({ theme }) => theme.colours.textMuted};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(5)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${({ theme }) => theme.colours.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** The footer (assessment spec section 2): product shortcuts, links and the copyright line. */
export function Footer() {
  const { hubUrl } = usePlatform();
  const user = useAuthenticatedState()?.user;
  // A mentor has no service: the links to a service's pages would only lead back.
  const showsServiceLinks = !(user && isMentor(user));
  return (
    <Bar>
      <nav aria-label="Products">
        <Products>
          {PRODUCTS.map((product) => (
            <Tile key={product.name} $active={product.kind === 'active'}>
              {product.kind === 'external' ? (
                <a href={product.href(hubUrl)} target="_blank" rel="noopener noreferrer">
                  {product.name} <span aria-hidden="true">↗</span>
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              ) : (
                <ProductName>{product.name}</ProductName>
              )}
              <Description>{product.description}</Description>
              {product.kind === 'active' && <Tag $tone="active">Active</Tag>}
              {product.kind === 'coming-soon' && <Tag $tone="soon">Coming soon</Tag>}
            </Tile>
          ))}
        </Products>
      </nav>
      <Bottom>
        {showsServiceLinks && (
          <nav aria-label="Footer">
            <ul>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p>© {new Date().getFullYear()} Holistic QIP. All rights reserved.</p>
      </Bottom>
    </Bar>
  );
}
