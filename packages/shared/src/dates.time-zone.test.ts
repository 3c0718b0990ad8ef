import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DATES = fileURLToPath(new URL('./dates.ts', import.meta.url));

/** Runs isoDay and startOfIsoDay in a fresh node process whose time zone is `timeZone`. */
function daysIn(timeZone: string): string {
  const script = [
    `import { isoDay, startOfIsoDay } from ${JSON.stringify(DATES)};`,
    `console.log(JSON.stringify([`,
    `  isoDay(new Date('2026-11-30T23:30:00Z')),`,
    `  isoDay(new Date('2027-06-30T22:30:00Z')),`,
    `  startOfIsoDay('2026-12-01').toISOString(),`,
    `  new Date().getTimezoneOffset(),`,
    `]));`,
  ].join('\n');
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, TZ: timeZone },
    encoding: 'utf8',
  });
}

describe("Sweden's day whatever the process's time zone", () => {
  it.each([
    ['UTC', 0],
    ['America/New_York', [240, 300]],
  ])('under TZ=%s', (timeZone, offsets) => {
    const [december, july, midnight, offset] = JSON.parse(daysIn(timeZone)) as [
      string,
      string,
      string,
      number,
    ];
    // The process really ran in that zone.
    expect([offsets].flat()).toContain(offset);
    expect(december).toBe('2026-12-01');
    expect(july).toBe('2027-07-01');
    expect(midnight).toBe('2026-11-30T23:00:00.000Z');
  });
});
