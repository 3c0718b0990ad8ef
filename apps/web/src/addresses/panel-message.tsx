/** What the last submit of an address panel said: a success in green (status) or an error in red (alert). */
export type PanelMessageState = { tone: 'ok' | 'error'; text: string } | null;

export function PanelMessage({ message }: { message: PanelMessageState }) {
  if (!message) return null;
  return (
    <p
      role={message.tone === 'error' ? 'alert' : 'status'}
      className={message.tone === 'error' ? 'text-destructive' : 'text-green-700'}
    >
      {message.text}
    </p>
  );
}
