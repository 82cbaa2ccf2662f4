import { Button, type ButtonProps } from '@qip/shared-ui';
import styled from 'styled-components';

const Tag = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.warningSoft};
  color: ${({ theme }) => theme.colours.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A billing button, disabled with a 'Coming soon' tag while the account has a customer but no
 * card (spec section 6).
 */
export function BillingButton({ comingSoon, children, ...props }: ButtonProps & { comingSoon: boolean }) {
  if (!comingSoon) return <Button {...props}>{children}</Button>;
  return (
    <span>
      <Button {...props} disabled>
        {children}
      </Button>
      <Tag>Coming soon</Tag>
    </span>
  );
}
