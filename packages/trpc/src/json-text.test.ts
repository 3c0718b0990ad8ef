import { describe, expect, it } from 'vitest';
import { jsonTextOf, withJsonFields, withJsonText } from './json-text.ts';

// A registered JSON text must stay exactly `JSON.stringify` of its value, whatever its parts.

describe('withJsonFields', () => {
  it('extends a text whose parts are strings and bytes, ending in either', () => {
    const value = { name: 'Åsa', rows: [1, 2] };
    for (const parts of [
      ['{"name":"Åsa","rows":', Buffer.from('[1,2]'), '}'],
      ['{"name":"Åsa",', Buffer.from('"rows":[1,2]}')],
    ]) {
      const extended = withJsonFields(withJsonText({ ...value }, parts), { liveFrom: null });
      expect(jsonTextOf(extended)).toBe(JSON.stringify(extended));
      expect(JSON.stringify(extended)).toBe('{"name":"Åsa","rows":[1,2],"liveFrom":null}');
    }
  });

  it('leaves a property read on demand unread', () => {
    let reads = 0;
    const value = Object.defineProperty({ rows: [] as number[] }, 'rows', {
      enumerable: true,
      get: () => {
        reads += 1;
        return [1];
      },
    });
    const extended = withJsonFields(withJsonText(value, '{"rows":[1]}'), { liveFrom: '7' });
    expect(reads).toBe(0);
    expect(extended.rows).toEqual([1]);
    expect(jsonTextOf(extended)).toBe('{"rows":[1],"liveFrom":"7"}');
  });
});
