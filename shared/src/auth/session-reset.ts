// Logout must leave nothing of the user behind: the baskets state, session storage and every
// store that holds user data.
// A shared store that keeps user data registers its reset here; the host runs every registered
// reset when the session ends, whichever app the store belongs to.
type Reset = () => void | Promise<void>;

const resets = new Map<string, Reset>();

/** Registers (or replaces, by name) a reset to run at logout. Returns an unregister function. */
export function registerSessionReset(name: string, reset: Reset): () => void {
  resets.set(name, reset);
  return () => {
    if (resets.get(name) === reset) resets.delete(name);
  };
}

/** Runs every registered reset; one failing reset does not stop the others. */
export async function runSessionResets(): Promise<void> {
  for (const [name, reset] of [...resets]) {
    try {
      await reset();
    } catch (error) {
      console.error(`Reset '${name}' bij uitloggen mislukte`, error);
    }
  }
}
