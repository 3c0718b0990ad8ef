// Preloaded (`--expose-gc --import`, before tsx: plain JavaScript) into the processes whose memory a benchmark
// compares: SIGUSR2 runs a full garbage collection, so that what is measured is what the process keeps, not
// garbage not yet collected.
process.on('SIGUSR2', () => globalThis.gc?.());
