import type { SubscriptionRowState } from '@qip/shared-contracts';
import styled from 'styled-components';

const TONES = { failed: 'danger', canceled: 'warning', active: 'success' } as const;

/** 'Payment failed', 'Canceled' or 'Next payment', coloured by what it means. */
export const StatusLabel = styled.span<{ $state: SubscriptionRowState }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $state }) => theme.colours[TONES[$state]]};
  background: ${({ theme, $state }) => theme.colours[`${TONES[$state]}Soft`]};
  white-space: nowrap;
`;

export const StatusDate = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
