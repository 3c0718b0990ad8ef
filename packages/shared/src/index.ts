export * from './case-search.ts';
export * from './cases.ts';
export * from './customer-codes.ts';
export * from './groups.ts';
export * from './product.ts';
export * from './routes.ts';
