/**
 * The load generator for `npm run bench:server`, run as its own process so it never shares an
 * event loop with the server it measures: `node scripts/bench/load.ts '<LoadSpec JSON>'`.
 * Prints one line of JSON (LoadResult) on stdout.
 */
import autocannon from "autocannon";

export type LoadSpec = {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /**
   * Checklist saves: each connection is one signed-in user (cookies are handed out one per
   * connection) and POSTs `itemIndex=<0..19>&completed=<true|false>` form-encoded to `url`.
   */
  checklistCookies?: string[];
  /** Signed-in page loads: each connection is one user (a cookie per connection) GETting `url`. */
  pageCookies?: string[];
};

export type LoadResult = {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
  durationSeconds: number;
};

const spec = JSON.parse(process.argv[2] ?? "{}") as LoadSpec;
if (!spec.url) {
  console.error("usage: node scripts/bench/load.ts '<LoadSpec JSON>'");
  process.exit(2);
}

const cookies = spec.checklistCookies;
const pageCookies = spec.pageCookies;
let nextUser = 0;
let nextItem = 0;
const options: autocannon.Options = {
  url: spec.url,
  connections: spec.connections,
  duration: spec.durationSeconds,
  headers: spec.headers,
  ...(cookies?.length
    ? {
        method: "POST",
        // One user per connection, for the whole run.
        setupClient(client: autocannon.Client) {
          const cookie = cookies[nextUser++ % cookies.length]!;
          // What a browser's same-origin fetch sends along.
          client.setHeaders({
            ...spec.headers,
            "content-type": "application/x-www-form-urlencoded",
            origin: new URL(spec.url).origin,
            "sec-fetch-site": "same-origin",
            cookie,
          });
        },
        requests: [
          {
            setupRequest(request) {
              const item = nextItem++;
              request.body = `itemIndex=${item % 20}&completed=${Math.floor(item / 20) % 2 === 0}`;
              return request;
            },
          },
        ],
      }
    : {}),
  ...(pageCookies?.length
    ? {
        setupClient(client: autocannon.Client) {
          client.setHeaders({ ...spec.headers, cookie: pageCookies[nextUser++ % pageCookies.length]! });
        },
      }
    : {}),
};

const result = await autocannon(options);
const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, (stats as { count: number }).count]),
);
const output: LoadResult = {
  requestsPerSecond: result.requests.total / result.duration,
  requests: result.requests.total,
  latencyMs: {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    mean: result.latency.mean,
  },
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statusCodes,
  bytesPerSecond: result.throughput.average,
  durationSeconds: result.duration,
};
process.stdout.write(`${JSON.stringify(output)}\n`);
