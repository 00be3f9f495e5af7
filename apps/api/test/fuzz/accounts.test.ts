import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile requests to the account and admin-rights routes (decision 055).
describeFuzzGroup('accounts', { world: () => createFuzzWorld() });
