/**
 * Road maps, road-map executions and accesses (issue 13): their own entry point
 * (`@percurso/shared/road-map`), kept out of the main index so the visitor app's shell chunk,
 * which holds what the main index exports, does not grow with them.
 */
export * from './completion.ts';
export * from './constants.ts';
export * from './schemas.ts';
