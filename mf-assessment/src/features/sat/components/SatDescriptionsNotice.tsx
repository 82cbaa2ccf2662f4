import { SAT_MESSAGES, satDescriptionsNotice } from '@qip/shared-contracts';
import styled from 'styled-components';

const Notice = styled.p<{ $over: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $over, theme }) => ($over ? theme.colours.danger : theme.colours.success)};
`;

/**
 * Under a list of descriptions (spec): the over-the-limit warning in red when one overflows,
 * 'Your descriptions seem good...' when none overflows and none is empty, otherwise nothing.
 */
export function SatDescriptionsNotice({ texts, className }: { texts: readonly string[]; className?: string }) {
  const notice = satDescriptionsNotice(texts);
  return (
    <Notice role="status" className={className} $over={notice === SAT_MESSAGES.overLimit}>
      {notice}
    </Notice>
  );
}
