import { afterEach, beforeEach, vi } from 'vitest';

// Tests that render run in jsdom; the pure ones (`@vitest-environment node`) do not load React's test library.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  const { releaseMouseButton } = await import('./release-mouse-button.ts');
  // findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazily rendered Radix
  // option can take longer than that, which made assertions on correct output fail.
  configure({ asyncUtilTimeout: 5_000 });

  // The files of a worker share one jsdom and one React (isolate: false in vite.config.ts): each file starts on an
  // empty page at the default address with empty storage, each test with no mouse button held down, and what a test
  // rendered is unmounted after it, whatever its file does.
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  beforeEach(releaseMouseButton);
  afterEach(cleanup);
}
// Real timers and unmocked globals at the start of every file, whatever the file before it left.
vi.useRealTimers();
vi.unstubAllGlobals();
