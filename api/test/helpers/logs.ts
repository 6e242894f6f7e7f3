// Log lines of an app under test, read back as JSON entries (pass `stream` as createTestApp's logStream).
import { Writable } from 'node:stream';

export interface LogEntry {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, entries: (): LogEntry[] => lines.map((line) => JSON.parse(line) as LogEntry) };
}
