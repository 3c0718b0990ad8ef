import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_FILTERS,
  ANNOUNCEMENT_STATUS_LABELS,
  ANNOUNCEMENT_TEXTS,
  type AnnouncementStatus,
} from '@sappis/shared/announcements/announcement-rules';
import { isoDay } from '@sappis/shared/dates';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { AnnouncementForm, type EditedAnnouncement } from './announcement-form.tsx';

const STATUS_VARIANT: Record<AnnouncementStatus, 'secondary' | 'warning' | 'success' | 'outline'> = {
  DRAFT: 'secondary',
  SCHEDULED: 'warning',
  SHOWING: 'success',
  ENDED: 'outline',
};

type Filter = keyof typeof ANNOUNCEMENT_FILTERS;

/** /sappis/announcement-manager: marketing writes customer announcements, previews and publishes them. */
export function AnnouncementManagerPage() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const today = isoDay();
  const [filter, setFilter] = useState<Filter>('CURRENT');
  const [editing, setEditing] = useState<EditedAnnouncement | null>(null);
  // A new key resets the form after a save or a cancelled edit.
  const [formKey, setFormKey] = useState(0);
  const announcements = trpc.announcements.list.useQuery({ filter });
  const setPublished = trpc.announcements.setPublished.useMutation({
    onSuccess: (announcement) => {
      void utils.announcements.list.invalidate();
      toast(announcement.published ? ANNOUNCEMENT_TEXTS.published : ANNOUNCEMENT_TEXTS.unpublished, {
        severity: 'success',
      });
    },
    onError: (error) => toast(userMessageOf(error), { severity: 'error' }),
  });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Kundmeddelanden"
        description="Meddelanden som kunderna ser på Mina sidor och i appen. Ett nytt meddelande sparas som utkast och visas först när det är publicerat, från startdatumet till och med slutdatumet."
      />
      <AnnouncementForm
        key={`${formKey}-${editing?.id ?? 'new'}`}
        today={today}
        editing={editing}
        onDone={() => {
          setEditing(null);
          setFormKey((key) => key + 1);
        }}
      />
      <Card>
        <div className="flex items-center justify-between gap-3 border-b p-3">
          <h2 className="text-base font-semibold">Meddelanden</h2>
          <div className="flex items-center gap-2">
            <Label htmlFor="announcement-filter">Visa</Label>
            <NativeSelect
              id="announcement-filter"
              className="w-36"
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
            >
              {(Object.keys(ANNOUNCEMENT_FILTERS) as Filter[]).map((key) => (
                <option key={key} value={key}>
                  {ANNOUNCEMENT_FILTERS[key]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Rubrik</TableHead>
              <TableHead>Målgrupp</TableHead>
              <TableHead>Visas</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Åtgärder</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {announcements.isError && (
              <TableRow>
                <TableCell colSpan={5} role="alert" className="text-destructive">
                  {userMessageOf(announcements.error, 'Kunde inte hämta kundmeddelandena.')}
                </TableCell>
              </TableRow>
            )}
            {announcements.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} className="text-center text-muted-foreground">
                  {filter === 'CURRENT' ? 'Inga aktuella kundmeddelanden.' : 'Inga kundmeddelanden än.'}
                </TableCell>
              </TableRow>
            )}
            {announcements.data?.map((announcement) => (
              <TableRow key={announcement.id} data-testid={`announcement-${announcement.id}`}>
                <TableCell className="max-w-80">
                  <span className="font-medium">{announcement.title}</span>
                  <span className="block truncate text-xs text-muted-foreground" title={announcement.message}>
                    {announcement.message}
                  </span>
                </TableCell>
                <TableCell>{ANNOUNCEMENT_AUDIENCES[announcement.audience]}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatDate(announcement.startsOn)} –{' '}
                  {announcement.endsOn ? formatDate(announcement.endsOn) : 'tills vidare'}
                </TableCell>
                <TableCell>
                  <Badge variant={STATUS_VARIANT[announcement.status]}>
                    {ANNOUNCEMENT_STATUS_LABELS[announcement.status]}
                  </Badge>
                </TableCell>
                <TableCell className="text-right">
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Ändra ${announcement.title}`}
                      onClick={() =>
                        setEditing({
                          id: announcement.id,
                          title: announcement.title,
                          message: announcement.message,
                          audience: announcement.audience,
                          startsOn: announcement.startsOn,
                          endsOn: announcement.endsOn ?? '',
                        })
                      }
                    >
                      Ändra
                    </Button>
                    {announcement.published ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={setPublished.isPending}
                        aria-label={`Avpublicera ${announcement.title}`}
                        onClick={() => setPublished.mutate({ id: announcement.id, published: false })}
                      >
                        Avpublicera
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        disabled={setPublished.isPending || announcement.status === 'ENDED'}
                        aria-label={`Publicera ${announcement.title}`}
                        onClick={() => setPublished.mutate({ id: announcement.id, published: true })}
                      >
                        Publicera
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
