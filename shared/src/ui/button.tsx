// The shop's buttons: one primary action per place, quiet secondary ones, text buttons (an
// action inside a line of text or a table row, drawn as a link), and the header's buttons on its
// dark bar (onDark: the user menu, the basket selector, the phone's menu and basket buttons), and
// the items of a dropdown menu (menu: a whole-width line, left-aligned; aria-current marks the
// chosen one), which sits in a DropdownPanel under the button that opened it.
// Four sizes: regular (a 44 px touch target), compact (a card's or a row's buttons, 36 px high),
// icon (compact and square, for a button that shows only its icon; its accessible name is then
// its aria-label) and bar (the header bar's: a 44 px touch target, narrower, on one line and at
// most 16 rem wide). A toggle button is a Button with aria-pressed. A LinkButton looks
// like a button but navigates (a react-router Link), for 'back to the homepage' style actions.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'onDark' | 'menu';
export type ButtonSize = 'regular' | 'compact' | 'icon' | 'bar';

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  regular: css`
    min-height: 2.75rem;
    padding: 0.5rem 1rem;
  `,
  compact: css`
    flex: none;
    box-sizing: border-box;
    min-height: 0;
    height: 2.25rem;
    min-width: 2.25rem;
    padding: 0 0.75rem;
    gap: 0.35rem;
    font-size: 0.875rem;
  `,
  icon: css`
    flex: none;
    box-sizing: border-box;
    min-height: 0;
    height: 2.25rem;
    width: 2.25rem;
    padding: 0;
  `,
  bar: css`
    min-height: 2.75rem;
    min-width: 2.75rem;
    max-width: 16rem;
    padding: 0.4rem 0.75rem;
    gap: 0.4rem;
    white-space: nowrap;
  `,
};

export const buttonStyles = (variant: ButtonVariant, size: ButtonSize = 'regular') => css`
  font: inherit;
  font-weight: 600;
  gap: 0.5rem;
  ${sizes[size]}
  border-radius: ${(p) => p.theme.radius};
  cursor: pointer;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${(p) => p.theme.colors.primary};
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.accent};
    outline-offset: 2px;
  }
  ${variant === 'primary'
    ? css`
        color: #fff;
        background: ${(p) => p.theme.colors.primary};
        &:hover:not(:disabled) {
          background: ${(p) => p.theme.colors.primaryDark};
          color: #fff;
        }
      `
    : variant === 'secondary'
      ? css`
          color: ${(p) => p.theme.colors.primary};
          background: #fff;
          &:hover:not(:disabled) {
            background: ${(p) => p.theme.colors.surface};
          }
        `
      : variant === 'menu'
        ? css`
            width: 100%;
            min-height: 2.5rem;
            padding: 0.55rem 0.6rem;
            justify-content: space-between;
            text-align: left;
            overflow-wrap: anywhere;
            font-weight: inherit;
            color: inherit;
            background: transparent;
            border: 0;
            &:hover:not(:disabled),
            &:focus-visible {
              background: ${(p) => p.theme.colors.surface};
            }
            &[aria-current='true'] {
              font-weight: 700;
              color: ${(p) => p.theme.colors.primary};
            }
          `
      : variant === 'onDark'
        ? css`
            font-weight: inherit;
            color: #fff;
            background: transparent;
            border-color: rgba(255, 255, 255, 0.6);
            &:hover:not(:disabled) {
              background: rgba(255, 255, 255, 0.12);
            }
          `
      : css`
          display: inline;
          min-height: 0;
          padding: 0;
          border: 0;
          font-weight: inherit;
          color: ${(p) => p.theme.colors.primary};
          background: none;
          text-decoration: underline;
        `}
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${(p) => buttonStyles(p.$variant, p.$size)}
`;

const StyledLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${(p) => buttonStyles(p.$variant, p.$size)}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button; `type` defaults to "button" so that only an explicit submit button submits a form. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'regular', type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} {...rest} />;
});

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant = 'primary', size = 'regular', ...rest },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} {...rest} />;
});

/** The row of actions under a form or in a popup, right-aligned, wrapping on small screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

/**
 * The panel of a dropdown menu, under the button that opened it (inside a wrapper with
 * `position: relative`), aligned to the button's right edge; an app moves it with its own
 * `left`/`right` where its header needs that.
 */
export const DropdownPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: 900;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
`;
