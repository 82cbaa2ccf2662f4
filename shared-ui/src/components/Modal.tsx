import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';

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

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colours.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

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

const Title = styled(Dialog.Title)`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(14)} 0 ${({ theme }) => theme.space(6)};
`;

const Description = styled(Dialog.Description)`
  flex: none;
  color: ${({ theme }) => theme.colours.textMuted};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(6)};
`;

/** The part that scrolls when the content is taller than the window. */
const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(6)};
`;

const Close = styled(Dialog.Close)`
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
        <Overlay />
        <Content
          $size={size}
          role={role}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          {children && <Body>{children}</Body>}
          {footer && <ModalFooter>{footer}</ModalFooter>}
          {dismissible && <Close aria-label="Close">×</Close>}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
