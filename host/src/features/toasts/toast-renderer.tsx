// What renders the toasts (react-hot-toast): loaded with the first toast, not at boot (toaster.tsx).
import { useEffect } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { registerToastRenderer, sharedTexts, theme, type ToastKind, type ToastMessage } from '@kraanvogel/shared';
import { TOAST_DURATION_MS } from './toast-duration';

const colors: Record<ToastKind, string> = {
  success: theme.colors.success,
  info: theme.colors.info,
  warning: theme.colors.warning,
  alert: theme.colors.error,
};

function show({ kind, message }: ToastMessage) {
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
}

/** Shows `waiting` (the toasts raised while this code loaded), then every toast raised after. */
export function ToastRenderer({ waiting }: { waiting: ToastMessage[] }) {
  useEffect(() => {
    for (const t of waiting.splice(0)) show(t);
    return registerToastRenderer(show);
  }, [waiting]);
  return <Toaster position="bottom-right" />;
}
