import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DialogBody, DialogClose, DialogDescription, DialogOverlay, DialogTitle } from './dialogParts';
import { ModalFooter } from './Modal';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title that screen readers announce with it. */
  description?: ReactNode;
  children?: ReactNode;
  /** The action buttons, under the content. */
  footer?: ReactNode;
}

/** The window width below which the drawer takes a share of the window, not its full width. */
const NARROW_WINDOW = 1100;

const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  /* Spec: 950 px wide, 80% of the window under 1100 px. */
  width: 950px;
  @media (max-width: ${NARROW_WINDOW - 0.02}px) {
    width: 80vw;
  }
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colours.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space(6)} 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  &:focus {
    outline: none;
  }
`;

/**
 * A panel that slides over the page from the right: a dialog like Modal (focus trapped inside,
 * Escape or a click outside closes it, the title names it), for work longer than a modal holds.
 */
export function Drawer({ open, onOpenChange, title, description, children, footer }: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Panel {...(description ? {} : { 'aria-describedby': undefined })}>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
          {children && <DialogBody>{children}</DialogBody>}
          {footer && <ModalFooter>{footer}</ModalFooter>}
          <DialogClose aria-label="Close">×</DialogClose>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
