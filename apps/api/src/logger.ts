import type { LogLevel } from './settings.ts';

/** A tiny structured logger: one JSON object per line on stdout (warn and error on stderr). */

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(bindings: LogFields): Logger;
  readonly level: LogLevel;
}

function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause: unknown = error.cause;
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(cause === undefined ? {} : { cause: serializeError(cause) }),
  };
}

export interface LoggerOptions {
  level: LogLevel;
  bindings?: LogFields;
  /** Where lines go; defaults to stdout/stderr. */
  write?: (line: string, level: Exclude<LogLevel, 'silent'>) => void;
}

const defaultWrite = (line: string, level: Exclude<LogLevel, 'silent'>) => {
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
};

export function createLogger(options: LoggerOptions): Logger {
  const threshold = ORDER[options.level];
  const bindings = options.bindings ?? {};
  const write = options.write ?? defaultWrite;

  function log(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) {
    if (ORDER[level] < threshold) return;
    const entry: LogFields = { time: new Date().toISOString(), level, msg, ...bindings };
    for (const [key, value] of Object.entries(fields ?? {})) {
      entry[key] = key === 'err' || value instanceof Error ? serializeError(value) : value;
    }
    let line: string;
    try {
      line = JSON.stringify(entry);
    } catch {
      line = JSON.stringify({ time: entry.time, level, msg, note: 'fields not serializable' });
    }
    write(line, level);
  }

  return {
    level: options.level,
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    child: (more) => createLogger({ ...options, bindings: { ...bindings, ...more } }),
  };
}
