import { apiSuiteProject } from './vitest.api-suite.js';

/**
 * The API suite on an in-memory PGlite database per test file, each loaded from one migrated
 * snapshot made by the global setup.
 */
export default apiSuiteProject('pglite');
