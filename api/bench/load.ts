// The load generator, run as its own process by run.ts so that it never shares an event loop (or
// a core, when there are two) with the API. Reads a job file, runs autocannon once, and prints
// the figures as one JSON line on stdout.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { autocannonRequests, type Target } from './targets';

export interface LoadJob {
  origin: string;
  target: Target;
  connections: number;
  duration: number;
}

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  socketErrors: number;
  /** Count per status code, to tell what the errors were. */
  statuses: Record<string, number>;
}

async function main() {
  const job = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadJob;
  const result = await autocannon({
    url: job.origin,
    connections: job.connections,
    duration: job.duration,
    requests: autocannonRequests(job.target, `bench-${process.pid}-${Date.now()}`),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const summary: LoadResult = {
    requests: result.requests.total,
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors + result.timeouts,
    statuses,
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
