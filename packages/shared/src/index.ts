export * from './constants.ts';
export * from './defaults.ts';
export * from './errors.ts';
export * from './escape-html.ts';
export * from './localize.ts';
export * from './localized-text.ts';
export * from './rules/index.ts';
export * from './schemas/index.ts';
