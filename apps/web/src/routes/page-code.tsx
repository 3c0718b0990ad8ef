import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';

/**
 * A page's code, loaded lazily (React.lazy) when first shown, or ahead with `preload()`: a page mounted after its
 * code has loaded renders the loaded component directly, so the first render of a document whose page code was
 * loaded before React started shows the page in one commit, without a Suspense fallback first (and without React's
 * throttling of the reveal that follows a fallback).
 */
export interface PageCode {
  readonly Lazy: LazyExoticComponent<ComponentType>;
  loaded: ComponentType | null;
  preload(): Promise<void>;
}

export function pageCode(load: () => Promise<{ default: ComponentType }>): PageCode {
  const code: PageCode = {
    Lazy: lazy(load),
    loaded: null,
    preload: () =>
      load().then((module) => {
        code.loaded = module.default;
      }),
  };
  return code;
}

/**
 * Shows the page of `code`. Each page keeps the way it started (loaded component or lazy one), so a page whose code
 * arrives while it is shown is not mounted again; the same element shows another page when the route changes.
 */
export function PageView({ code }: { code: PageCode }) {
  const [started, setStarted] = useState(() => ({ code, Loaded: code.loaded }));
  if (started.code !== code) setStarted({ code, Loaded: code.loaded });
  const Loaded = started.code === code ? started.Loaded : code.loaded;
  return Loaded ? <Loaded /> : <code.Lazy />;
}
