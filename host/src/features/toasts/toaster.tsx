// The toast bus: four kinds with Dutch labels, bottom-right, 320 px, 10 000 ms.
// Remotes raise toasts through shared/'s `notify`; this is the only place that renders them.
import { useEffect } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { registerToastRenderer, sharedTexts, theme, type ToastKind } from '@kraanvogel/shared';

export const TOAST_DURATION_MS = 10_000;

const colors: Record<ToastKind, string> = {
  success: theme.colors.success,
  info: theme.colors.info,
  warning: theme.colors.warning,
  alert: theme.colors.error,
};

export function ToastBus() {
  useEffect(
    () =>
      registerToastRenderer(({ kind, message }) => {
        toast(
          <div>
            <strong style={{ display: 'block' }}>{sharedTexts.toastLabels[kind]}</strong>
            <span>{message}</span>
          </div>,
          {
            duration: TOAST_DURATION_MS,
            ariaProps: { role: kind === 'alert' || kind === 'warning' ? 'alert' : 'status', 'aria-live': 'polite' },
            style: { width: 320, maxWidth: 320, borderLeft: `4px solid ${colors[kind]}` },
            className: `toast-${kind}`,
          },
        );
      }),
    [],
  );
  return <Toaster position="bottom-right" />;
}
