// @vitest-environment node
import { describe, expect, it } from 'vitest';

// Issue 19 item 13: the browser's own date fields read and write the browser's locale (mm/dd/yyyy in English);
// every date field is the product's one DatePicker (doc 3 §5).
const sources = import.meta.glob('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const NATIVE_DATE = new RegExp(['type=["\'{]*', '(date|datetime-local|month|week|time)', '["\'}]'].join(''));

describe('date fields', () => {
  it('are never the browser’s native date or time inputs', () => {
    const native = Object.entries(sources)
      .filter(([, text]) => NATIVE_DATE.test(String(text)))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(native).toEqual([]);
  });
});
