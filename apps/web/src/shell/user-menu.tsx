import { ChevronDown, LogOut, User } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { useLogout } from '@/auth/use-logout.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';

export function UserMenu() {
  const user = useCurrentUser();
  const { logout, pending } = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="gap-1.5 px-2"
          data-testid="user-menu"
          aria-label={`Användarmeny för ${user.name}`}
        >
          <User />
          <span className="hidden max-w-40 truncate md:inline">{user.name}</span>
          <ChevronDown className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-56">
        <DropdownMenuLabel className="flex flex-col">
          <span>{user.name}</span>
          <span className="text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/sappis/profile">
            <User />
            Profil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={pending} onSelect={logout}>
          <LogOut />
          Logga ut
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
