import { userMessageOf } from '@/lib/trpc-errors.ts';

/**
 * What a panel shows while its query has no data: the loading text, or the server's message in red (an
 * outside system's failure reaches the user this way).
 */
export function QueryState({
  query,
  loading,
}: {
  query: { isPending: boolean; error: unknown };
  loading: string;
}) {
  if (query.isPending) return <p className="text-sm text-muted-foreground">{loading}</p>;
  return (
    <p role="alert" className="text-sm text-red-700">
      {userMessageOf(query.error)}
    </p>
  );
}
