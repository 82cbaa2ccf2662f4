import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Tabs with arrow-key movement and the tab/tabpanel roles (Radix). */
export const Tabs = RadixTabs.Root;

export const TabList = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Tab = styled(RadixTabs.Trigger)`
  border: none;
  background: transparent;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.textMuted};
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colours.primary};
    border-bottom-color: ${({ theme }) => theme.colours.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colours.text};
  }
`;

export const TabPanel = RadixTabs.Content;
