import { createRoot } from 'react-dom/client';

/**
 * React keeps one module-wide flag for "a mouse button is down" and sends no `onSelect` until it sees the release; a
 * test that fires `mouseDown` without `mouseUp` would silence every later `onSelect` in its worker. A mouseup on a
 * throwaway root clears it.
 */
export function releaseMouseButton(): void {
  const container = document.createElement('div');
  const root = createRoot(container);
  container.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  root.unmount();
}
