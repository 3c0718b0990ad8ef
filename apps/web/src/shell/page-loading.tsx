import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Placeholder while a page's code or data loads. */
export function PageLoading() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Laddar">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-full max-w-xl" />
      <Skeleton className="h-4 w-full max-w-lg" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
