/** Document 1 section 2.2: Ctrl/Cmd+K or Q focuses the global search. */
export interface HotkeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Typing places: the bare 'Q' must keep working there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable === true;
}

export function isSearchHotkey(event: HotkeyEvent): boolean {
  const key = event.key.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  if (key === 'q' && !event.ctrlKey && !event.metaKey && !event.altKey) return !isTypingTarget(event.target);
  return false;
}
