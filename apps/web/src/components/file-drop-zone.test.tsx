import { FILE_TEXTS } from '@sappis/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDropZone, uploadFiles } from './file-drop-zone.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ multiple = true }: { multiple?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileDropZone files={files} onChange={setFiles} multiple={multiple} />;
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('FileDropZone', () => {
  it('takes the types of document 3 and leaves out others with the server’s message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Välj filer'), {
      target: { files: [file('avtal.pdf'), file('virus.exe'), file('bild.PNG')] },
    });
    expect(screen.getByTestId('chosen-files').textContent).toContain('avtal.pdf');
    expect(screen.getByTestId('chosen-files').textContent).toContain('bild.PNG');
    expect(screen.getByTestId('chosen-files').textContent).not.toContain('virus.exe');
    expect(screen.getByRole('alert').textContent).toBe(FILE_TEXTS.refusedType('virus.exe'));
    expect(warn).toHaveBeenCalledWith('Unknown filetype', 'virus.exe');
    warn.mockRestore();
  });

  it('takes dropped files, one only when not multiple, and removes a chosen one', () => {
    render(<Harness multiple={false} />);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), {
      dataTransfer: { files: [file('a.pdf'), file('b.pdf')] },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
    expect(screen.queryByTestId('chosen-files')).toBeNull();
  });
});

describe('uploadFiles', () => {
  const texts = { aborted: 'Avbruten av filinläsning', failed: 'Fel med inläsning av filerna' };

  it('answers the server’s message on a refusal and the spec’s texts on abort or failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Behörighet saknas' }), { status: 403 })),
    );
    expect(await uploadFiles('/files/documents', [file('a.pdf')], { texts })).toEqual({
      ok: false,
      aborted: false,
      message: 'Behörighet saknas',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new DOMException('aborted', 'AbortError')));
    expect(await uploadFiles('/files/documents', [file('a.pdf')], { texts })).toEqual({
      ok: false,
      aborted: true,
      message: 'Avbruten av filinläsning',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('network')));
    expect(await uploadFiles('/files/documents', [file('a.pdf')], { texts })).toMatchObject({
      message: 'Fel med inläsning av filerna',
    });
  });
});
