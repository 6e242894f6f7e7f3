// Formatting: a table per database and catalogue size, for the terminal and for results.md.
import type { LoadResult } from './load';

export interface Row {
  name: string;
  /** The median run by req/s. */
  median: LoadResult;
  /** Errors (non-2xx + socket errors) over every run of the target. */
  errors: number;
  /** Status codes other than 2xx over every run, e.g. "429×12". */
  statuses: string;
}

export interface Section {
  title: string;
  note: string;
  ceiling: number;
  rows: Row[];
}

const HEADER = ['request', 'req/s', 'of ceiling', 'p50 ms', 'p99 ms', 'errors'];

function cells(row: Row, ceiling: number): string[] {
  const share = ceiling > 0 ? `${((100 * row.median.reqPerSec) / ceiling).toFixed(1)} %` : '–';
  const errors = row.statuses ? `${row.errors} (${row.statuses})` : String(row.errors);
  return [row.name, row.median.reqPerSec.toFixed(0), share, String(row.median.p50), String(row.median.p99), errors];
}

export function textTable(section: Section): string {
  const lines = [HEADER, ...section.rows.map((row) => cells(row, section.ceiling))];
  const widths = HEADER.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  const format = (line: string[]) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [`${section.title} (${section.note})`, format(HEADER), ...lines.slice(1).map(format)].join('\n');
}

export function markdownTable(section: Section): string {
  const row = (line: string[]) => `| ${line.join(' | ')} |`;
  return [
    `### ${section.title}`,
    '',
    section.note,
    '',
    row(HEADER),
    row(HEADER.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...section.rows.map((r) => row(cells(r, section.ceiling))),
  ].join('\n');
}

export interface Context {
  date: string;
  cores: number;
  cpu: string;
  node: string;
  postgres?: string;
  connections: number;
  command: string;
}

/** Where the hand-written findings start: the bench rewrites what comes before, never this part. */
export const FINDINGS_HEADING = '## Findings';

export function markdownReport(context: Context, sections: Section[], findings?: string): string {
  return [
    '# API benchmark results',
    '',
    `The tables are written by \`npm run bench -w api\` at each run; the findings below them are kept. Command: \`${context.command}\`.`,
    '',
    `- date: ${context.date}`,
    `- machine: ${context.cores} cores (${context.cpu})`,
    `- Node ${context.node}${context.postgres ? `, PostgreSQL ${context.postgres}` : ''}`,
    `- ${context.connections} connections; the API and the load generator (autocannon) run as separate processes on this machine`,
    '- req/s and latencies are those of the median run by req/s; "of ceiling" is req/s ÷ the health route\'s req/s measured in the same run; errors are non-2xx answers plus socket errors over all runs',
    '',
    ...sections.flatMap((section) => [markdownTable(section), '']),
    ...(findings ? [findings.trimEnd(), ''] : []),
  ].join('\n');
}
