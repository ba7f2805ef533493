import type { Home, HomeBlockName } from '../../api/home';

/** The one request of the page, as the blocks read it. */
export type HomeAnswer = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; home: Home };

type ReadyValue<N extends HomeBlockName> = Extract<NonNullable<Home[N]>, { status: 'READY' }>['value'];

/** What one block shows: the request's state, then its own (a block can fail while the rest shows). */
export type BlockView<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T } | { state: 'absent' };

export function blockOf<N extends HomeBlockName>(answer: HomeAnswer, name: N): BlockView<ReadyValue<N>> {
  if (answer.status === 'loading') return { state: 'loading' };
  if (answer.status === 'failed') return { state: 'failed' };
  const block = answer.home[name];
  if (!block) return { state: 'absent' };
  if (block.status === 'FAILED') return { state: 'failed' };
  return { state: 'ready', value: block.value as ReadyValue<N> };
}

/** The SummaryCard state of a block whose null value is its empty state. */
export function cardState<T>(view: BlockView<T | null>): 'loading' | 'failed' | 'empty' | 'ready' {
  if (view.state === 'ready') return view.value === null ? 'empty' : 'ready';
  return view.state === 'absent' ? 'empty' : view.state;
}

/** Cents as the euros formatEuros writes. */
export const euros = (cents: number) => cents / 100;
