/**
 * The server entry: reads the configuration, starts OpenTelemetry when traces are to be sent
 * (before the app's modules load, so that `http` and `pg` are instrumented; decision 332), then
 * loads and runs the app (`main.ts`). Without `OTEL_EXPORTER_OTLP_ENDPOINT` no tracing code is
 * loaded at all.
 */
import { setSourceMapsSupport } from 'node:module';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { exitWith } from './start-up.js';

// Stack traces point into the TypeScript sources of our own code. Node's `--enable-source-maps`
// would also read and keep the maps that packages in node_modules ship: 21 MB more heap for the
// demo shop, for frames an operator rarely needs mapped (decision 344). This call comes before the
// app's chunks load, so their maps are read as they load.
setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  const stopTracing = config.otlpEndpoint
    ? (await import('./telemetry/tracing.js')).startTracing()
    : undefined;
  const { serve } = await import('./main.js');
  await serve(config, stopTracing);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
