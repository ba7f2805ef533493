export * from './Panel';
