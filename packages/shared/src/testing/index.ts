export * from './product.factory.js';
export * from './order.factory.js';
export * from './schema-messages.js';
export * from './statement.factory.js';
export * from './shop-settings.factory.js';
export * from './tax.factory.js';
