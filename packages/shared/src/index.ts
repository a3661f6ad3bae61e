export * from './constants.ts';
export * from './errors.ts';
export * from './localized-text.ts';
export * from './point-defaults.ts';
export * from './rules/index.ts';
export * from './schemas/index.ts';
