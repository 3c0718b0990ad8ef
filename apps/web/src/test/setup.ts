// Tests that render run in jsdom; the pure ones (`@vitest-environment node`) do not load React's test library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  // findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazily rendered Radix
  // option can take longer than that, which made assertions on correct output fail.
  configure({ asyncUtilTimeout: 5_000 });
}
