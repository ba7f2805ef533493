/** What the app composes from this feature. */
export { QueueGate } from './components/QueueGate';
export { useQueueTracker } from './tracker';
