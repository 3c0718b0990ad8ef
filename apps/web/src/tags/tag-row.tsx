import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import type { RouterOutputs } from '@/lib/trpc.ts';

type Catalogue = RouterOutputs['tags']['catalogue'];

export interface TagRowProps {
  tag: Catalogue['tags'][number];
  caseTypes: Catalogue['caseTypes'];
  busy: boolean;
  onRename: (name: string) => void;
  onSetRule: (ruleCaseTypeId: number | null) => void;
  onDelete: () => void;
}

/** One catalogue row: name (renamed in place), rule, usage count, delete after a confirming second click. */
export function TagRow({ tag, caseTypes, busy, onRename, onSetRule, onDelete }: TagRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(tag.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <TableRow>
      <TableCell>
        {editing ? (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onRename(name);
              setEditing(false);
            }}
          >
            <Input
              aria-label={`Nytt namn för ${tag.name}`}
              value={name}
              maxLength={50}
              onChange={(event) => setName(event.target.value)}
              className="h-8"
            />
            <Button type="submit" size="sm" disabled={busy || !name.trim()}>
              Spara
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Avbryt
            </Button>
          </form>
        ) : (
          tag.name
        )}
      </TableCell>
      <TableCell>
        <NativeSelect
          aria-label={`Regel för ${tag.name}`}
          value={tag.ruleCaseType?.id ?? ''}
          disabled={busy}
          onChange={(event) => onSetRule(event.target.value ? Number(event.target.value) : null)}
          className="h-8"
        >
          <option value="">Ingen regel (manuell)</option>
          {caseTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </NativeSelect>
      </TableCell>
      <TableCell className="text-right tabular-nums">{tag.usageCount}</TableCell>
      <TableCell className="text-right">
        <div className="flex justify-end gap-2">
          {!editing && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setName(tag.name);
                setEditing(true);
              }}
            >
              Byt namn
            </Button>
          )}
          {confirmDelete ? (
            <>
              <Button size="sm" variant="destructive" disabled={busy} onClick={onDelete}>
                Bekräfta borttagning
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
                Avbryt
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setConfirmDelete(true)}>
              Ta bort
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
