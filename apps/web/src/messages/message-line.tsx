import { formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';
import { cn } from '@/lib/utils.ts';

export type Message = RouterOutputs['messages']['latest']['messages'][number];

/** '[case number] message', then timestamp and sender (document 1 section 2.2). */
export function messageText(message: Pick<Message, 'caseNumber' | 'message'>): string {
  return message.caseNumber === null ? message.message : `[${message.caseNumber}] ${message.message}`;
}

export function MessageLine({ message, className }: { message: Message; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <p className={cn('text-sm text-slate-900', !message.read && 'font-medium')} data-testid="message-text">
        {messageText(message)}
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {' · '}
        <span>{message.sender}</span>
      </p>
    </div>
  );
}
