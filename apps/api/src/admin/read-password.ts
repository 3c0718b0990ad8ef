import { createInterface } from 'node:readline';

/**
 * The first line of stdin: piped, or typed at a terminal without echo (`prompt` is shown there).
 * Resolves with '' when stdin ends without a line.
 */
export function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    return new Promise((resolve) => {
      let first: string | undefined;
      lines.once('line', (line) => {
        first = line;
        lines.close();
      });
      lines.once('close', () => resolve(first ?? ''));
    });
  }
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('Avbrutet'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}
