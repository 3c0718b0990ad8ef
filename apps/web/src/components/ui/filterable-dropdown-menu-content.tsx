import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils.ts';
import { DropdownMenuContent } from './dropdown-menu.tsx';
import { Input } from './input.tsx';

const ITEM_SELECTOR = '[role="menuitem"]:not([data-disabled])';

function items(content: HTMLElement): HTMLElement[] {
  return [...content.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
}

function isTypedCharacter(event: React.KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * A dropdown menu's content with a filter field on top that has the focus when the menu opens: typing filters
 * (also while an item has the focus, instead of the menu's type-ahead), ArrowDown moves to the first item and
 * ArrowUp from it back to the field, Enter in the field selects the first item left. The items scroll under the
 * field, which stays in view.
 */
export function FilterableDropdownMenuContent({
  label,
  query,
  onQueryChange,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<typeof DropdownMenuContent>, 'onKeyDown'> & {
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = () => inputRef.current?.focus();

  function onContentKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowUp' && event.target === items(event.currentTarget)[0]) {
      event.preventDefault();
      focusInput();
      return;
    }
    // An item's own keys (Enter and Space select, arrows move) are handled already.
    if (event.defaultPrevented) return;
    if (isTypedCharacter(event)) {
      event.preventDefault();
      onQueryChange(query + event.key);
      focusInput();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      onQueryChange(query.slice(0, -1));
      focusInput();
    }
  }

  function onInputKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const content = event.currentTarget.closest<HTMLElement>('[role="menu"]');
    if (content && (event.key === 'ArrowDown' || event.key === 'Enter')) {
      event.preventDefault();
      const first = items(content)[0];
      if (event.key === 'ArrowDown') first?.focus();
      else first?.click();
    }
    // Escape and Tab stay the menu's; every other key edits the field, not the menu's type-ahead.
    if (event.key !== 'Escape' && event.key !== 'Tab') event.stopPropagation();
  }

  return (
    <DropdownMenuContent className={cn('flex flex-col', className)} onKeyDown={onContentKeyDown} {...props}>
      <div className="pb-1">
        <FilterField
          inputRef={inputRef}
          aria-label={label}
          placeholder={label}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
      </div>
      <div className="min-h-0 overflow-y-auto" data-testid="menu-items">
        {children}
      </div>
    </DropdownMenuContent>
  );
}

/**
 * The filter field, focused when the menu opens: it mounts with the menu's content, and has the focus before the
 * menu's focus scope would give it to the menu itself.
 */
function FilterField({
  inputRef,
  ...props
}: React.ComponentProps<'input'> & { inputRef: React.RefObject<HTMLInputElement | null> }) {
  useEffect(() => inputRef.current?.focus({ preventScroll: true }), [inputRef]);
  return <Input ref={inputRef} type="search" autoComplete="off" className="h-8" {...props} />;
}
