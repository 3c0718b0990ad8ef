import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazily rendered Radix
// option can take longer than that, which made assertions on correct output fail.
configure({ asyncUtilTimeout: 5_000 });
