// One load scenario, run by bench/run.mjs in a child process so that the load generator does not
// share an event loop with the bench's own bookkeeping, and never with the server.
// Input: one JSON argument (see `Scenario` in run.mjs). Output: one JSON line on stdout.
import autocannon from 'autocannon';

const scenario = JSON.parse(process.argv[2] ?? '{}');
const { url, connections, duration, amount, method, path, body, identities = [] } = scenario;

// What a browser sends with the shop's own POSTs (the CSRF check wants the origin).
const postHeaders = { 'content-type': 'application/json', origin: new URL(url).origin };
let clientCount = 0;
let requestCount = 0;

const options = {
  url,
  connections,
  ...(amount ? { amount } : { duration }),
  // Connections are kept open (HTTP/1.1 keep-alive); no pipelining, like browsers.
  pipelining: 1,
  timeout: 10,
  requests: [
    {
      method,
      path,
      headers: body ? postHeaders : {},
      // Each POST carries its own body (another quantity), so every order is a fresh one.
      ...(body
        ? {
            setupRequest: (request) => {
              requestCount += 1;
              const quantity = body.quantity + (requestCount % (body.quantitySpread ?? 1));
              return { ...request, body: JSON.stringify({ ...body.fields, quantity }) };
            },
          }
        : {}),
    },
  ],
  // Each connection is one signed-in client (round robin over the identities).
  setupClient: (client) => {
    if (identities.length === 0) return;
    const identity = identities[clientCount % identities.length];
    clientCount += 1;
    client.setHeaders({ ...identity, ...(body ? postHeaders : {}) });
  },
};

autocannon(options, (error, result) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const completed = result['1xx'] + result['2xx'] + result.non2xx;
  process.stdout.write(
    `${JSON.stringify({
      duration: result.duration,
      requestsPerSecond: completed / result.duration,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      latencyMax: result.latency.max,
      completed,
      ok: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: result.statusCodeStats,
      bytesPerSecond: result.throughput.average,
    })}\n`,
  );
});
