/**
 * Runs `callback` once the next frame is painted (a task queued from the next animation frame runs after that
 * frame's paint); a hidden tab paints nothing and runs no animation frames, so there it runs in the next task.
 * Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame: number | null = null;
  let task: ReturnType<typeof setTimeout> | null = null;
  if (document.hidden) task = setTimeout(callback);
  else
    frame = requestAnimationFrame(() => {
      frame = null;
      task = setTimeout(callback);
    });
  return () => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (task !== null) clearTimeout(task);
  };
}
