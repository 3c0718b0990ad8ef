/**
 * Performance marks of a document's start, which bench/customer-open.ts reports as the steps before the customer's
 * agreements show: the app's modules evaluated, and its first render begun.
 */
export const APP_STARTED_MARK = 'sappis:app-started';
export const FIRST_RENDER_MARK = 'sappis:first-render';
