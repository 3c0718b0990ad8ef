import { type RefObject, useEffect } from 'react';

/** Room left between the field and the footer's top edge. */
const GAP_PX = 8;

/** The nearest ancestor of `element` that scrolls vertically (the side panel), if any. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/**
 * Keeps the field the user is in visible above a sticky footer: when the footer grows under it (a plan's preview
 * appears there as the last required field is filled in) or the form pushes the field down behind it, the panel
 * scrolls just enough to show the field. Without
 * it, at 1366×768 the preview covered the reason the agent was typing. Only then: scrolling as a field takes the
 * focus would move it from under a pointer in the middle of its click.
 */
export function useFieldAboveFooter(footerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const footer = footerRef.current;
    const scroller = footer && scrollerOf(footer);
    if (!footer || !scroller) return;
    const reveal = () => {
      const field = document.activeElement;
      if (!(field instanceof HTMLElement) || !scroller.contains(field) || footer.contains(field)) return;
      const covered = field.getBoundingClientRect().bottom + GAP_PX - footer.getBoundingClientRect().top;
      if (covered > 0) scroller.scrollTop += covered;
    };
    if (typeof ResizeObserver === 'undefined') return;
    // The footer grows (the preview appears) or the form above it does (a row's text wraps as its reason is typed).
    const resized = new ResizeObserver(reveal);
    resized.observe(footer);
    if (footer.parentElement) resized.observe(footer.parentElement);
    return () => resized.disconnect();
  }, [footerRef]);
}
