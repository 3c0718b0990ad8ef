import sanitize from 'sanitize-html';

/**
 * Drops a URL that is not absolute http(s) or mailto: a relative one would point at our own API with the
 * user's session (e.g. an image that calls a procedure).
 */
function absoluteOnly(attribs: sanitize.Attributes, name: string): sanitize.Attributes {
  const { [name]: url, ...rest } = attribs;
  return url && /^(https?:\/\/|mailto:)/i.test(url.trim()) ? { [name]: url, ...rest } : rest;
}

/**
 * HTML from other systems (log texts, e-mails) as the web may render it: an allow-list of harmless formatting
 * tags; no scripts, styles, frames, forms or event handlers; links only to http, https and mailto (opening in a
 * new tab without access to ours); images only over http(s); no relative URLs.
 */
const SAFE_HTML: sanitize.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'ul', 'ol', 'li', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
  ],
  allowedAttributes: {
    // target and rel are always the transform's (below), whatever the HTML said.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...absoluteOnly(attribs, 'href'), target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: absoluteOnly(attribs, 'src') }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, SAFE_HTML);
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|blockquote|pre|table)>|<br\s*\/?>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of some HTML, one line per block (paragraph, heading, list item, row, break), for a PDF. */
export function htmlText(html: string): string[] {
  const text = sanitize(sanitizeHtml(html).replace(BLOCK_END, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
}
