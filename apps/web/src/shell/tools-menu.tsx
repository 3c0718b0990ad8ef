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
import { TOOL_LINKS } from './tools.config.ts';

export function ToolsMenu() {
  const internal = TOOL_LINKS.filter((tool) => !tool.external);
  const external = TOOL_LINKS.filter((tool) => tool.external);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Verktyg" data-testid="tools-menu">
          <Wrench />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {internal.map((tool) => (
          <DropdownMenuItem key={tool.href} asChild>
            <Link to={tool.href}>{tool.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {external.map((tool) => (
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
