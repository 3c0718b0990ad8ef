import { ExternalLink, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { trpc } from '@/lib/trpc.ts';
import { INTERNAL_TOOL_LINKS } from './tools.config.ts';

/** The tools dropdown: the middleware page, then the external tools of the server's setting (new tab). */
export function ToolsMenu() {
  const external = trpc.system.toolLinks.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Verktyg" data-testid="tools-menu">
          <Wrench />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {INTERNAL_TOOL_LINKS.map((tool) => (
          <DropdownMenuItem key={tool.href} asChild>
            <Link to={tool.href}>{tool.label}</Link>
          </DropdownMenuItem>
        ))}
        {(external.data?.length ?? 0) > 0 && <DropdownMenuSeparator />}
        {external.data?.map((tool) => (
          <DropdownMenuItem key={tool.href} asChild>
            <a href={tool.href} target="_blank" rel="noopener noreferrer" className="justify-between">
              {tool.label}
              <ExternalLink aria-hidden="true" />
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
