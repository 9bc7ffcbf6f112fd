/** A new task: what comes after it runs once the browser has had its turn (input, paint). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
