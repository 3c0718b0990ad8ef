export { buildDemoData } from './demo/build.ts';
export { DEMO_CUSTOMER_COUNT, DEMO_FIXTURES, DEMO_RANGES } from './demo/fixtures.ts';
export { DEMO_USERS, type DemoUser, demoUser, demoUsersMarkdown } from './demo/users.ts';
export {
  ensureReferenceCatalogue,
  type ReferenceCatalogueOptions,
  type ReferenceCatalogueResult,
} from './reference-catalogue.ts';
export { SCALE_RANGES, type SeedScaleOptions, type SeedScaleResult, seedScale } from './scale/seed-scale.ts';
export { isDatabaseEmpty, type SeedDemoOptions, type SeedDemoResult, seedDemo } from './seed-demo.ts';
export { formatTimings, type SeedTiming } from './timings.ts';
