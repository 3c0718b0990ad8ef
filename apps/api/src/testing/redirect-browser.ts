/**
 * What a browser does for a sign-in through an identity provider, over plain fetch: follows redirects itself and
 * keeps the cookies each response sets (by name: the servers of a test share one host, as in a browser, and name
 * their cookies differently), sending them back to the same host. Enough for the authorization code flow's
 * redirects and forms; no scripts.
 */
export class RedirectBrowser {
  readonly cookies = new Map<string, string>();

  /** One request, without following its redirect; keeps the cookies it sets. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        'user-agent': 'RedirectBrowser',
        ...(cookie ? { cookie } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const removed = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /**
   * Follows redirects from `url` until a response that is none, or until `stop` says the next location is far
   * enough; resolves with the last response and the URL it came from (or the location `stop` accepted).
   */
  async follow(
    url: string,
    init: { method?: string; form?: Record<string, string>; stop?: (location: URL) => boolean } = {},
  ): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    let response = await this.request(current.href, init);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      const next = new URL(location, current);
      if (init.stop?.(next)) return { response, url: next };
      current = next;
      response = await this.request(current.href);
    }
    throw new Error(`more than 20 redirects from ${url}`);
  }
}
