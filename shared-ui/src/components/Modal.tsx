import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DialogBody, DialogClose, DialogDescription, DialogOverlay, DialogTitle } from './dialogParts';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title that screen readers announce with it. */
  description?: ReactNode;
  children?: ReactNode;
  /** The action buttons, right-aligned under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** When false, clicking outside or pressing Escape does not close it. */
  dismissible?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

const widths = { sm: '420px', md: '560px', lg: '820px' };

const Content = styled(Dialog.Content)<{ $size: 'sm' | 'md' | 'lg' }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $size }) => widths[$size]}, calc(100vw - 32px));
  max-height: calc(100vh - 48px);
  /* Title and actions stay on screen; only the body scrolls, however tall the content. */
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colours.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space(6)} 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  &:focus {
    outline: none;
  }
`;

export const ModalFooter = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)} 0;
  margin-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

/** An accessible dialog: focus is trapped inside, Escape closes it, the title names it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  role = 'dialog',
}: ModalProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content
          $size={size}
          role={role}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
          {children && <DialogBody>{children}</DialogBody>}
          {footer && <ModalFooter>{footer}</ModalFooter>}
          {dismissible && <DialogClose aria-label="Close">×</DialogClose>}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
