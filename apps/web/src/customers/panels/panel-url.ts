import { isPanelType, type PanelType } from './panel-types.ts';

/**
 * Where a panel is opened from: the customer view itself, its left panel, or the extra panel opened from the left
 * one (document 1 section 1: a left panel and an extra panel).
 */
export type PanelLevel = 'page' | 'left' | 'extra';

/** A panel the URL names, with its own parameters. */
export interface OpenPanel {
  type: PanelType;
  params: URLSearchParams;
}

// The extra panel lives in the same URL as the left one: `?panel=left&row=7&extra=type&extra.row=7`.
const EXTRA = 'extra';
const EXTRA_PREFIX = 'extra.';

function isExtraKey(key: string): boolean {
  return key === EXTRA || key.startsWith(EXTRA_PREFIX);
}

function leftParams(search: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...search].filter(([key]) => !isExtraKey(key)));
}

/** The left panel and the extra panel the URL names; an extra panel needs a left one. */
export function openPanels(search: URLSearchParams): { left: OpenPanel | null; extra: OpenPanel | null } {
  const leftType = search.get('panel');
  if (!isPanelType(leftType)) return { left: null, extra: null };
  const left = { type: leftType, params: leftParams(search) };
  const extraType = search.get(EXTRA);
  if (!isPanelType(extraType) || extraType === leftType) return { left, extra: null };
  const extraParams = new URLSearchParams(
    [...search]
      .filter(([key]) => key.startsWith(EXTRA_PREFIX))
      .map(([key, value]) => [key.slice(EXTRA_PREFIX.length), value]),
  );
  return { left, extra: { type: extraType, params: extraParams } };
}

/**
 * The URL after a panel is opened from `from`: from the customer view it replaces whatever is open; from a panel
 * it opens as the extra panel and the left panel keeps its place, so closing the extra one returns to it. Asking
 * for the left panel's own type from the extra panel goes back to the left panel.
 */
export function withPanelOpened(
  search: URLSearchParams,
  from: PanelLevel,
  type: string,
  extra: Record<string, string>,
): URLSearchParams {
  const left = search.get('panel');
  if (from === 'page' || left === null) return new URLSearchParams({ panel: type, ...extra });
  const next = leftParams(search);
  if (type === left) return next;
  next.set(EXTRA, type);
  for (const [key, value] of Object.entries(extra)) next.set(`${EXTRA_PREFIX}${key}`, value);
  return next;
}

/** The URL after the panel at `level` closes: the extra panel returns to the left one; the left one closes both. */
export function withPanelClosed(search: URLSearchParams, level: PanelLevel): URLSearchParams {
  return level === 'extra' ? leftParams(search) : new URLSearchParams();
}
