// How long a toast stays (SPEC: 10 000 ms).
export const TOAST_DURATION_MS = 10_000;
