import { apiSuiteProject } from './vitest.api-suite.js';

/**
 * The same API suite on the PostgreSQL server of TEST_DATABASE_URL: a migrated template database
 * is made once (globalSetup) and each test file gets its own copy, dropped afterwards.
 */
export default apiSuiteProject('postgres');
