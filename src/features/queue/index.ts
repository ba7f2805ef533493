/** What the app composes from this feature. */
export { QueueGate } from './routes/QueueGate';
export { useQueueTracker } from './tracker';
