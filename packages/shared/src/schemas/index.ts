export * from './api.ts';
export * from './common.ts';
export * from './guide.ts';
export * from './guide-map.ts';
export * from './interaction.ts';
export * from './journey.ts';
export * from './point.ts';
export * from './venue.ts';
