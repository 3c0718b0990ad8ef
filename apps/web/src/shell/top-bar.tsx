import { Menu } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { CommandPalette } from '@/command-palette/command-palette.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CustomerStrip } from './customer-strip.tsx';
import { FridayBreakBadge } from './friday-break-badge.tsx';
import { GlobalSearchInput } from './global-search-input.tsx';
import { NotificationsBell } from './notifications-bell.tsx';
import { ToolsMenu } from './tools-menu.tsx';
import { useSearchHotkey } from './use-search-hotkey.ts';
import { UserMenu } from './user-menu.tsx';

interface TopBarProps {
  title: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ title, menuOpen, onToggleMenu }: TopBarProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  useSearchHotkey(
    searchRef,
    useCallback(() => setPaletteOpen(true), []),
  );
  return (
    <header className="sticky top-0 z-30 border-b bg-white" data-testid="top-bar">
      <div className="flex h-14 items-center gap-3 px-3">
        <Button
          variant="ghost"
          size="icon"
          onClick={onToggleMenu}
          aria-label={menuOpen ? 'Dölj menyn' : 'Visa menyn'}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
        >
          <Menu />
        </Button>
        <p
          className="min-w-0 shrink truncate text-base font-semibold text-slate-900"
          data-testid="page-title"
        >
          {title}
        </p>
        <div className="flex flex-1 justify-center px-2">
          <GlobalSearchInput ref={searchRef} />
        </div>
        <div className="flex items-center gap-1">
          <FridayBreakBadge />
          <ToolsMenu />
          <NotificationsBell />
          <UserMenu />
        </div>
      </div>
      <CustomerStrip />
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
    </header>
  );
}
