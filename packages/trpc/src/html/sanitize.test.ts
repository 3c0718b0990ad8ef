import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps harmless formatting and links', () => {
    expect(sanitizeHtml('<p>Tekniker bokad <b>tisdag</b> <a href="https://sappa.se/x">här</a></p>')).toBe(
      '<p>Tekniker bokad <b>tisdag</b> <a href="https://sappa.se/x" target="_blank" rel="noopener noreferrer">här</a></p>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img />'],
    ['<img src="/trpc/customers.get">', '<img />'],
    ['<p onclick="alert(1)" style="color:red">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<form action="https://evil.example"><input name="p"></form>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<a href="//evil.example">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    [
      '<a href="https://ok.example" target="_self" rel="opener">x</a>',
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
  ])('makes hostile HTML harmless: %s', (hostile, safe) => {
    expect(sanitizeHtml(hostile)).toBe(safe);
  });
});

describe('htmlText', () => {
  it('gives one line per block, entities decoded, markup and scripts gone', () => {
    expect(
      htmlText(
        '<h1>Hej Karin!</h1><p>Priset &amp; villkoren<br>gäller &lt;2027&gt;.</p><script>x()</script><ul><li>Ett</li><li>Två</li></ul>',
      ),
    ).toEqual(['Hej Karin!', 'Priset & villkoren', 'gäller <2027>.', 'Ett', 'Två']);
  });
});
