import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';

/** The bell of the top bar. The 'Meddelanden' panel's content comes with the user messages. */
export function NotificationsBell() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Meddelanden" data-testid="notifications-bell">
          <Bell />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="notifications-title">
        <h2 id="notifications-title" className="text-sm font-semibold">
          Meddelanden
        </h2>
      </PopoverContent>
    </Popover>
  );
}
