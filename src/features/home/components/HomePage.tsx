import type { ReactNode } from 'react';
import { homeKindOf } from '../../../api/home';
import type { ExtendedUser } from '../../../api/users';
import { useHome } from '../api';
import type { HomeAnswer } from '../blocks';
import { homeLoadError } from '../errors';
import { useShownAfter } from '../useShownAfter';
import { HomeView } from './HomeView';

export interface HomePageProps {
  user: ExtendedUser;
  onLogout: () => void;
  /** The member card (another feature's), composed in by the app; rendered on the game's day only. */
  renderCard?: () => ReactNode;
  /** The impersonation form (the auth feature's), for staff not acting as anyone. */
  impersonation?: ReactNode;
}

/** How long the blocks wait for the answer before they show their loading state. */
const PLACEHOLDERS_AFTER_MS = 400;

/** The logged-in home: one request (GET home) feeds every block. */
export function HomePage({ user, onLogout, renderCard, impersonation }: HomePageProps) {
  const { data, error, isValidating, mutate } = useHome();
  // A retry shows the blocks loading again until it answers.
  const answer: HomeAnswer = data
    ? { status: 'ready', home: data }
    : error && !isValidating
      ? { status: 'failed', message: homeLoadError(error) }
      : { status: 'loading' };
  const placeholders = useShownAfter(answer.status === 'loading', PLACEHOLDERS_AFTER_MS);
  return (
    <HomeView
      user={user}
      kind={data?.kind ?? homeKindOf(user)}
      answer={answer}
      placeholders={placeholders}
      onRetry={() => void mutate()}
      onLogout={onLogout}
      renderCard={renderCard}
      impersonation={impersonation}
    />
  );
}
