/** Document 1 section 2.2 and issue 30: Ctrl/Cmd+K opens the command palette; Q or '/' focuses the global search. */
export interface HotkeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Typing places: the bare 'Q' and '/' must keep working there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable === true;
}

export function isPaletteHotkey(event: HotkeyEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

export function isSearchHotkey(event: HotkeyEvent): boolean {
  const key = event.key.toLowerCase();
  if (event.ctrlKey || event.metaKey || event.altKey || (key !== 'q' && key !== '/')) return false;
  return !isTypingTarget(event.target);
}
