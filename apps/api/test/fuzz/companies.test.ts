import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile requests to the company, invitation and approval routes (decisions 130–133).
describeFuzzGroup('companies', { world: () => createFuzzWorld() });
