import type { Refusals } from '@sappis/shared/agreements/operations/plan';

/** The plan's refusals that no field shows itself (those under `''` and under fields the form does not have). */
export function RefusalList({ refusals, shownFields = [] }: { refusals: Refusals; shownFields?: string[] }) {
  const messages = Object.entries(refusals)
    .filter(([field]) => !shownFields.includes(field))
    .flatMap(([, list]) => list);
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
