import {
  DOCUMENT_TYPES,
  documentTypeOf,
  FILE_TEXTS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
} from '@sappis/shared';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils.ts';

/**
 * A drop zone for files (document 3 panel 7): drop or pick files; each is checked against the types and size
 * the server takes (packages/shared documents/file-rules.ts) before anything is sent. Unknown types are only
 * logged ('Unknown filetype') and left out, as the specification says; the server refuses them anyway.
 */
export function FileDropZone({
  files,
  onChange,
  multiple = true,
  disabled = false,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const take = (list: FileList | null) => {
    if (!list) return;
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of Array.from(list)) {
      if (!documentTypeOf(file.name)) {
        console.warn('Unknown filetype', file.name);
        found.push(FILE_TEXTS.refusedType(file.name));
      } else if (file.size > MAX_UPLOAD_BYTES) {
        found.push(FILE_TEXTS.tooLarge(file.name));
      } else {
        accepted.push(file);
      }
    }
    const next = multiple ? [...files, ...accepted].slice(0, MAX_UPLOAD_FILES) : accepted.slice(0, 1);
    setProblems(found);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        data-testid="file-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (!disabled) take(event.dataTransfer.files);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-dashed border-slate-300 p-6 text-center text-sm text-slate-600',
          over && 'border-sky-500 bg-sky-50',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <Upload aria-hidden="true" className="size-5" />
        <span>Släpp filer här eller klicka för att välja</span>
        <span className="text-xs text-muted-foreground">
          {DOCUMENT_TYPES.join(', ')} – högst {MAX_UPLOAD_BYTES / 1024 / 1024} MB per fil
        </span>
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="sr-only"
        multiple={multiple}
        disabled={disabled}
        accept={DOCUMENT_TYPES.map((type) => `.${type.toLowerCase()}`).join(',')}
        onChange={(event) => {
          take(event.target.files);
          if (input.current) input.current.value = '';
        }}
        aria-label="Välj filer"
      />
      {files.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" data-testid="chosen-files">
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name; the list only grows or shrinks by the user.
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2">
              <span className="truncate">{file.name}</span>
              <button
                type="button"
                className="text-xs text-destructive underline"
                onClick={() => onChange(files.filter((_, at) => at !== index))}
                disabled={disabled}
              >
                Ta bort
              </button>
            </li>
          ))}
        </ul>
      )}
      {problems.map((problem) => (
        <p key={problem} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ))}
    </div>
  );
}

/** What an upload route answered: its JSON on success, else the server's Swedish message. */
export type UploadResult<T> = { ok: true; data: T } | { ok: false; aborted: boolean; message: string };

/**
 * Sends files (and text fields) as multipart/form-data to an upload route (apps/api http/file-routes.ts), streamed
 * by the browser; `signal` aborts it.
 */
export async function uploadFiles<T>(
  url: string,
  files: readonly File[],
  options: {
    fields?: Record<string, string>;
    signal?: AbortSignal;
    texts: { aborted: string; failed: string };
  },
): Promise<UploadResult<T>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
  for (const file of files) body.append('files', file, file.name);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
    const json = (await response.json().catch(() => ({}))) as { error?: string };
    if (!response.ok) return { ok: false, aborted: false, message: json.error ?? options.texts.failed };
    return { ok: true, data: json as T };
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    return { ok: false, aborted, message: aborted ? options.texts.aborted : options.texts.failed };
  }
}
