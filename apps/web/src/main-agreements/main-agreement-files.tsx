import { MAIN_AGREEMENT_TEXTS, type MainAgreementFileFields } from '@sappis/shared';
import { useRef, useState } from 'react';
import { FileDropZone, uploadFiles } from '@/components/file-drop-zone.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DatePicker } from '@/components/ui/date-picker.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

type FileItem = RouterOutputs['mainAgreements']['details']['files'][number];

const EMPTY: MainAgreementFileFields = {
  title: '',
  mainCentral: '',
  startsAt: '',
  endsAt: '',
  public: false,
  active: true,
};

export const mainAgreementFileUrl = (id: number) => `/files/main-agreement-files/${id}`;

/**
 * Files of a main agreement (document 3 sections 3 and 5): a new one needs a title and an uploaded file, 'Publik
 * (visas för kunder)'; listed active and inactive; an existing one's title and flags can change (`canEdit`).
 */
export function MainAgreementFiles({
  number,
  files,
  canEdit,
}: {
  number: number;
  files: readonly FileItem[];
  canEdit: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const active = files.filter((file) => file.active);
  const inactive = files.filter((file) => !file.active);
  return (
    <div className="flex flex-col gap-3 pt-3" data-testid="main-agreement-files">
      {canEdit &&
        (adding ? (
          <NewFileForm number={number} done={() => setAdding(false)} />
        ) : (
          <Button size="sm" className="self-start" onClick={() => setAdding(true)}>
            Ny fil
          </Button>
        ))}
      <h3 className="font-semibold">Aktiva ({active.length})</h3>
      <FileList files={active} canEdit={canEdit} />
      <h3 className="font-semibold">Inaktiva ({inactive.length})</h3>
      <div className="opacity-60">
        <FileList files={inactive} canEdit={canEdit} />
      </div>
    </div>
  );
}

function FileList({ files, canEdit }: { files: readonly FileItem[]; canEdit: boolean }) {
  const update = trpc.mainAgreements.updateFile.useMutation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const toggle = async (file: FileItem, change: Partial<MainAgreementFileFields>) => {
    try {
      const result = await update.mutateAsync({
        id: file.id,
        fields: {
          title: file.title,
          mainCentral: file.mainCentral,
          startsAt: file.startsAt ?? '',
          endsAt: file.endsAt ?? '',
          public: file.public,
          active: file.flaggedActive,
          ...change,
        },
      });
      await utils.mainAgreements.details.invalidate();
      toast(result.message, { severity: 'success' });
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2">
          <div className="flex flex-col">
            <a
              href={mainAgreementFileUrl(file.id)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-sky-700 underline"
            >
              {file.title}
            </a>
            <span className="text-xs text-muted-foreground">
              {file.uploadName}
              {file.startsAt || file.endsAt ? ` · ${file.startsAt ?? ''} – ${file.endsAt ?? ''}` : ''}
              {file.public ? ' · Publik' : ''}
            </span>
          </div>
          {canEdit && <FileFlags file={file} toggle={toggle} />}
        </li>
      ))}
    </ul>
  );
}

function FileFlags({
  file,
  toggle,
}: {
  file: FileItem;
  toggle: (file: FileItem, change: Partial<MainAgreementFileFields>) => Promise<void>;
}) {
  return (
    <div className="flex gap-2">
      <label className="flex items-center gap-1 text-xs">
        <input
          type="checkbox"
          checked={file.public}
          onChange={(event) => toggle(file, { public: event.target.checked })}
        />
        {MAIN_AGREEMENT_TEXTS.publicLabel}
      </label>
      <label className="flex items-center gap-1 text-xs">
        <input
          type="checkbox"
          checked={file.flaggedActive}
          onChange={(event) => toggle(file, { active: event.target.checked })}
        />
        Aktiv
      </label>
    </div>
  );
}

function NewFileForm({ number, done }: { number: number; done: () => void }) {
  const [fields, setFields] = useState<MainAgreementFileFields>(EMPTY);
  const [chosen, setChosen] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const toast = useToast();
  const canSave = fields.title.trim() !== '' && chosen.length === 1 && !sending;
  const set = <K extends keyof MainAgreementFileFields>(key: K, value: MainAgreementFileFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const save = async () => {
    setSending(true);
    setError(null);
    abort.current = new AbortController();
    const result = await uploadFiles<{ message: string }>(
      `/files/main-agreements/${number}/files?${new URLSearchParams({ requestId })}`,
      chosen,
      {
        fields: {
          title: fields.title,
          mainCentral: fields.mainCentral,
          startsAt: fields.startsAt,
          endsAt: fields.endsAt,
          public: String(fields.public),
          active: String(fields.active),
        },
        signal: abort.current.signal,
        texts: { aborted: 'Avbruten av filinläsning', failed: 'Fel med inläsning av filerna' },
      },
    );
    setSending(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    renew();
    await utils.mainAgreements.details.invalidate({ number });
    toast(result.data.message, { severity: 'success' });
    done();
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-md border p-3"
      aria-label="Ny fil"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) void save();
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="file-title">Titel</Label>
        <Input id="file-title" value={fields.title} onChange={(event) => set('title', event.target.value)} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="file-starts-at">Gäller från</Label>
          <DatePicker
            id="file-starts-at"
            label="Gäller från"
            value={fields.startsAt}
            onChange={(value) => set('startsAt', value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="file-ends-at">Gäller till</Label>
          <DatePicker
            id="file-ends-at"
            label="Gäller till"
            value={fields.endsAt}
            onChange={(value) => set('endsAt', value)}
          />
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={fields.public}
          onChange={(event) => set('public', event.target.checked)}
        />
        {MAIN_AGREEMENT_TEXTS.publicLabel}
      </label>
      <FileDropZone files={chosen} onChange={setChosen} multiple={false} disabled={sending} />
      <div className="flex gap-2">
        <Button type="submit" disabled={!canSave}>
          {sending ? 'Laddar upp...' : 'Spara'}
        </Button>
        <Button type="button" variant="outline" onClick={sending ? () => abort.current?.abort() : done}>
          Avbryt
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
