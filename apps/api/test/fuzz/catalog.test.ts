import { describeFuzzGroup } from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile requests to the product admin routes and reviews (decision 055).
describeFuzzGroup('catalog', { world: () => createFuzzWorld() });
