export * from './users.js';
export * from './products.js';
export * from './blogs.js';
export * from './orders.js';
export * from './reviews.js';
export * from './auth.js';
export * from './payments.js';
