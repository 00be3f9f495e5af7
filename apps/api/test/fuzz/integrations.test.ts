import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile requests to a buyer's API keys (decision 190).
describeFuzzGroup('integrations', { world: () => createFuzzWorld() });
