// The toast bus: remotes raise toasts through this module only; the host renders them
// (react-hot-toast, four kinds with their Dutch labels, bottom-right, 320 px, 10 000 ms).
export type ToastKind = 'success' | 'info' | 'warning' | 'alert';
export interface ToastMessage {
  kind: ToastKind;
  message: string;
}
type Renderer = (t: ToastMessage) => void;

let renderer: Renderer | null = null;
const pending: ToastMessage[] = [];

/** Called once by the host when its toaster is mounted. */
export function registerToastRenderer(r: Renderer): () => void {
  renderer = r;
  for (const t of pending.splice(0)) r(t);
  return () => {
    if (renderer === r) renderer = null;
  };
}

function raise(kind: ToastKind, message: string) {
  if (renderer) renderer({ kind, message });
  else pending.push({ kind, message });
}

export const notify = {
  success: (message: string) => raise('success', message),
  info: (message: string) => raise('info', message),
  warning: (message: string) => raise('warning', message),
  alert: (message: string) => raise('alert', message),
};
