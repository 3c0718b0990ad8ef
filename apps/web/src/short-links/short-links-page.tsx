import {
  createShortLinkSchema,
  SHORT_LINK_PATH,
  SHORT_LINK_TEXTS,
} from '@sappis/shared/short-links/short-link-rules';
import { type FormEvent, useId, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Pager } from '@/components/pager.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { serverFieldErrors, userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

const shortUrlOf = (slug: string) => `${window.location.origin}${SHORT_LINK_PATH}${slug}`;

/** /sappis/shorten-link: make a short link of ours to an http(s) address; see the links and their visits. */
export function ShortLinksPage() {
  const id = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const [targetUrl, setTargetUrl] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<string | null>(null);
  const { requestId, renew } = useRequestId();
  const links = trpc.shortLinks.list.useQuery({ page }, { placeholderData: (previous) => previous });
  const create = trpc.shortLinks.create.useMutation({
    onSuccess: (link) => {
      renew();
      setTargetUrl('');
      setSlug('');
      setCreated(shortUrlOf(link.slug));
      void utils.shortLinks.list.invalidate();
      toast(SHORT_LINK_TEXTS.created, { severity: 'success' });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast(userMessageOf(error), { severity: 'error' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createShortLinkSchema.safeParse({ requestId, targetUrl, slug });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  const pages = links.data ? Math.max(1, Math.ceil(links.data.total / links.data.pageSize)) : 1;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Förkorta länk"
        description={`Korta länkar (${window.location.host}${SHORT_LINK_PATH}...) till http- och https-adresser, t.ex. i sms och e-post till kunder.`}
      />
      <Card className="p-5">
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            <FormField
              id={`${id}-target`}
              label="Adress"
              placeholder="https://www.example.se/sida"
              value={targetUrl}
              error={errors.targetUrl}
              onChange={setTargetUrl}
            />
            <FormField
              id={`${id}-slug`}
              label="Eget namn (valfritt)"
              placeholder="t.ex. tv-kampanj"
              value={slug}
              error={errors.slug}
              onChange={setSlug}
            />
          </div>
          <Button type="submit" className="self-start" disabled={create.isPending || targetUrl.trim() === ''}>
            Skapa kort länk
          </Button>
          {created && (
            <p className="text-sm" data-testid="created-short-link">
              Kort länk:{' '}
              <a
                className="font-medium text-primary underline"
                href={created}
                target="_blank"
                rel="noreferrer"
              >
                {created}
              </a>
            </p>
          )}
        </form>
      </Card>
      <Card>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Kort länk</TableHead>
              <TableHead>Adress</TableHead>
              <TableHead className="text-right">Besök</TableHead>
              <TableHead>Skapad</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {links.isError && (
              <TableRow>
                <TableCell colSpan={4} role="alert" className="text-destructive">
                  {userMessageOf(links.error, 'Kunde inte hämta länkarna.')}
                </TableCell>
              </TableRow>
            )}
            {links.data?.links.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} className="text-center text-muted-foreground">
                  Inga korta länkar än.
                </TableCell>
              </TableRow>
            )}
            {links.data?.links.map((link) => (
              <TableRow key={link.slug}>
                <TableCell className="font-mono text-xs">
                  {SHORT_LINK_PATH}
                  {link.slug}
                </TableCell>
                <TableCell className="max-w-96 truncate" title={link.targetUrl}>
                  {link.targetUrl}
                </TableCell>
                <TableCell className="text-right tabular-nums">{link.hits}</TableCell>
                <TableCell>
                  {formatDateTime(link.createdAt)}
                  {link.createdBy && (
                    <span className="block text-xs text-muted-foreground">{link.createdBy}</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} className="justify-center" />}
    </div>
  );
}
