import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile requests to the order routes (decision 055).
describeFuzzGroup('orders', { world: () => createFuzzWorld() });
