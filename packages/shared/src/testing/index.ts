export * from './product.factory.js';
export * from './order.factory.js';
