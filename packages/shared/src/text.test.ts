import { describe, expect, it } from 'vitest';
import {
  MEMO_MESSAGE_MAX,
  MEMO_TITLE_MAX,
  OPERATOR_ALERT_MAX,
  shortenServiceName,
  truncate,
} from './text.ts';

describe('truncate', () => {
  it('cuts service names at 35 (32 plus dots) and keeps shorter ones', () => {
    const long = 'Bredband 1000/1000 Mbit/s med fast IP-adress';
    expect(shortenServiceName(long)).toBe(`${long.slice(0, 32)}...`);
    expect(shortenServiceName('x'.repeat(35))).toBe('x'.repeat(35));
  });

  it('cuts memo titles at 56, messages at 105 and operator alerts at 200', () => {
    expect(truncate('t'.repeat(57), MEMO_TITLE_MAX)).toBe(`${'t'.repeat(53)}...`);
    expect(truncate('m'.repeat(106), MEMO_MESSAGE_MAX)).toBe(`${'m'.repeat(102)}...`);
    expect(truncate('a'.repeat(201), OPERATOR_ALERT_MAX)).toHaveLength(200);
    expect(truncate('a'.repeat(200), OPERATOR_ALERT_MAX)).toBe('a'.repeat(200));
  });
});
