export * from './distance.ts';
export * from './name-matching.ts';
export * from './ordering.ts';
export * from './search.ts';
export * from './version.ts';
