import type * as React from 'react';

/** A centred message over the whole window (loading, load failure). */
export function FullPageStatus({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-full items-center justify-center p-6 text-center text-sm text-slate-600">
      {children}
    </div>
  );
}
