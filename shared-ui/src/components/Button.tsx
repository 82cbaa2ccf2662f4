import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerIcon } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in flight: the button shows a spinner and cannot be pressed again. */
  busy?: boolean;
  /** What the button says while busy ('Please wait...'); its own text otherwise. */
  busyLabel?: string;
  fullWidth?: boolean;
}

const sizes = {
  sm: css`
    padding: 4px 10px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    min-height: 32px;
  `,
  md: css`
    padding: 8px 16px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    min-height: 40px;
  `,
  lg: css`
    padding: 12px 22px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    min-height: 48px;
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
    border-color: ${({ theme }) => theme.colours.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colours.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colours.surface};
    color: ${({ theme }) => theme.colours.primary};
    border-color: ${({ theme }) => theme.colours.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colours.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colours.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colours.primarySoft};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colours.danger};
    color: #ffffff;
    border-color: ${({ theme }) => theme.colours.danger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colours.dangerHover};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colours.primary};
    border-color: transparent;
    padding-left: 0;
    padding-right: 0;
    text-decoration: underline;
    min-height: 0;
  `,
};

const baseStyles = css<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  cursor: pointer;
  transition:
    background 120ms ease,
    color 120ms ease;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${baseStyles}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledLink = styled.a<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${baseStyles}
  text-decoration: none;
`;

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button: an action that goes to another page ('Complete service details'). */
export function ButtonLink({ variant = 'primary', size = 'md', ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} {...rest} />;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    busy = false,
    busyLabel,
    fullWidth = false,
    type = 'button',
    disabled,
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <SpinnerIcon aria-hidden="true" $size={16} />}
      {busy && busyLabel ? busyLabel : children}
    </StyledButton>
  );
});
