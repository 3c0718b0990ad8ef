import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('hashPassword', () => {
  it('writes scrypt$N$r$p$salt$hash', async () => {
    const hash = await hashPassword('hemligt');
    const parts = hash.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4]!, 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5]!, 'base64')).toHaveLength(64);
  });

  it('uses a new salt every time', async () => {
    const [a, b] = await Promise.all([hashPassword('samma'), hashPassword('samma')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('honours a custom cost', async () => {
    const hash = await hashPassword('x', { N: 1024, r: 8, p: 2 });
    expect(hash.startsWith('scrypt$1024$8$2$')).toBe(true);
    expect(await verifyPassword('x', hash)).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Rätt lösen 123');
    expect(await verifyPassword('Rätt lösen 123', hash)).toBe(true);
    expect(await verifyPassword('rätt lösen 123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats differently normalised unicode as the same password', async () => {
    const composed = 'Å'.normalize('NFC');
    const decomposed = 'Å'.normalize('NFD');
    expect(composed).not.toBe(decomposed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('rejects malformed or tampered hashes without throwing', async () => {
    const hash = await hashPassword('abc');
    const parts = hash.split('$');
    expect(await verifyPassword('abc', '')).toBe(false);
    expect(await verifyPassword('abc', 'plain-text')).toBe(false);
    expect(await verifyPassword('abc', `bcrypt$${parts.slice(1).join('$')}`)).toBe(false);
    expect(await verifyPassword('abc', ['scrypt', '1000', '8', '1', parts[4], parts[5]].join('$'))).toBe(
      false,
    );
    expect(
      await verifyPassword('abc', ['scrypt', String(1 << 30), '8', '1', parts[4], parts[5]].join('$')),
    ).toBe(false);
    const flipped = Buffer.from(parts[5]!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(await verifyPassword('abc', [...parts.slice(0, 5), flipped.toString('base64')].join('$'))).toBe(
      false,
    );
  });
});
