export * from './errors';
export * from './config';
export * from './pages';
export * from './users';
