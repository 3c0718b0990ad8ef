/**
 * HTML the server sanitized (a `safeHtml` field: packages/trpc/src/html/sanitize.ts). Never pass anything else:
 * this is the one place the web renders HTML it did not build itself.
 */
export function SanitizedHtml({ safeHtml, className }: { safeHtml: string; className?: string }) {
  return (
    <div
      className={className ?? 'prose-sm [&_a]:underline [&_li]:ml-4 [&_ul]:list-disc [&_ol]:list-decimal'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allow-list
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
