// A popup over the page, opened and closed by buttons or a click on the overlay: a modal dialog
// (aria-modal, named by its title) that keeps the keyboard focus inside (Tab and Shift+Tab wrap
// around), closes on Escape, and gives the focus back to where it was when it closes. 'center'
// for forms and confirmations, 'side' for side popups such as the basket (theme.sidePopupWidth).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { sharedTexts } from '@kraanvogel/shared';

export type ModalPlacement = 'center' | 'side';
type Placement = ModalPlacement;

const Overlay = styled.div<{ $placement: Placement }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(0, 0, 0, 0.45);
  display: flex;
  ${(p) =>
    p.$placement === 'center'
      ? css`
          align-items: center;
          justify-content: center;
          padding: 1rem;
        `
      : css`
          justify-content: flex-end;
        `}
`;

const Panel = styled.div<{ $placement: Placement }>`
  position: relative;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  display: flex;
  flex-direction: column;
  ${(p) =>
    p.$placement === 'center'
      ? css`
          width: min(100%, 30rem);
          max-height: calc(100vh - 2rem);
          border-radius: ${p.theme.radius};
        `
      : css`
          width: min(100vw, ${p.theme.sidePopupWidth});
          height: 100%;
        `}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.25rem;
    color: ${(p) => p.theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

const CloseButton = styled.button`
  flex: none;
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${(p) => p.theme.radius};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.colors.surface};
  }
`;

const Body = styled.div`
  padding: 1rem 1.25rem 1.25rem;
  overflow-y: auto;
  flex: 1 1 auto;
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  placement?: Placement;
  testId?: string;
  /** The accessible name of the × button; 'Sluiten' unless given. */
  closeLabel?: string;
  /** role="alertdialog" for a question the user must answer (the confirm popup). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the popup (its message), for aria-describedby. */
  describedBy?: string;
}

export function Modal({
  title,
  onClose,
  children,
  placement = 'center',
  testId,
  closeLabel = sharedTexts.close,
  role = 'dialog',
  describedBy,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current!;
    // The first form field if there is one, else the first control (the close button).
    const first = root.querySelector<HTMLElement>('input, textarea, select') ?? root.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? root).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab') return;
    const focusable = [...panel.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      e.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !panel.current!.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !panel.current!.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay
      $placement={placement}
      data-testid={testId ? `${testId}-overlay` : undefined}
      // Only a click on the overlay itself closes: not one that started inside the panel.
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <Panel
        ref={panel}
        $placement={placement}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <Head>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            ×
          </CloseButton>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Overlay>,
    document.body,
  );
}

/** The side popup (the basket, filters on small screens): a Modal sliding in from the right. */
export function SidePopup(props: Omit<ModalProps, 'placement'>) {
  return <Modal {...props} placement="side" />;
}
