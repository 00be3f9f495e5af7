import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile requests to the payment routes (intents, local card confirmation) (decision 055).
describeFuzzGroup('payments', { world: () => createFuzzWorld() });
