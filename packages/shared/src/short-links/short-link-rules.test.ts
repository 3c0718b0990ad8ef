import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createShortLinkSchema, isHttpUrl, SHORT_LINK_TEXTS } from './short-link-rules.ts';

const requestId = '4f0c5a4e-3f8b-4c5e-9b7a-2d1e0f9a8b7c';
const messageOf = (input: object) =>
  createShortLinkSchema.safeParse({ requestId, ...input }).error?.issues.map((issue) => issue.message);

describe('short link rules', () => {
  it('accepts only absolute http and https addresses', () => {
    expect(isHttpUrl('https://www.sappa.se/tv?kanal=1')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:3000/sappis/hem')).toBe(true);
    for (const refused of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'ftp://x.se',
      '/relativ',
      'www.sappa.se',
      'mailto:a@b.se',
    ]) {
      expect(isHttpUrl(refused)).toBe(false);
    }
    expect(messageOf({ targetUrl: 'javascript:alert(1)' })).toEqual([SHORT_LINK_TEXTS.onlyHttp]);
    expect(messageOf({ targetUrl: 'inte en adress' })).toContain(SHORT_LINK_TEXTS.invalidUrl);
  });

  it('never lets a non-http scheme through, whatever the rest of the address', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'ftp'),
        fc.webPath(),
        (scheme, rest) => {
          expect(createShortLinkSchema.safeParse({ requestId, targetUrl: `${scheme}:${rest}` }).success).toBe(
            false,
          );
        },
      ),
    );
  });

  it('takes an own name in lower case, or none', () => {
    const parsed = createShortLinkSchema.parse({
      requestId,
      targetUrl: 'https://a.se',
      slug: ' Kampanj-2026 ',
    });
    expect(parsed.slug).toBe('kampanj-2026');
    expect(createShortLinkSchema.parse({ requestId, targetUrl: 'https://a.se' }).slug).toBe('');
    expect(messageOf({ targetUrl: 'https://a.se', slug: 'a/b' })).toEqual([SHORT_LINK_TEXTS.invalidSlug]);
  });
});
