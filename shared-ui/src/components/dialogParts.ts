import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

// The pieces a Modal and a Drawer share: the dimmed backdrop, the title, the line under it, the
// scrolling body and the close button.

export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colours.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

export const DialogTitle = styled(Dialog.Title)`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(14)} 0 ${({ theme }) => theme.space(6)};
`;

export const DialogDescription = styled(Dialog.Description)`
  flex: none;
  color: ${({ theme }) => theme.colours.textMuted};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(6)};
`;

/** The part that scrolls when the content is taller than the window. */
export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(6)};
`;

export const DialogClose = styled(Dialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  width: 36px;
  height: 36px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colours.textMuted};
  &:hover {
    background: ${({ theme }) => theme.colours.background};
  }
`;
