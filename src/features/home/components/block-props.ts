import type { BlockView } from '../blocks';

/** What every block of the home takes: its view of the request, and the retry of the whole request. */
export interface BlockProps<T> {
  view: BlockView<T>;
  onRetry: () => void;
}

