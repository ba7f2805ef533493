import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../api/gate';
import { Page } from '../../../ui';
import { gameName, gameWhen } from '../../../lib/game-words';
import * as styles from './tickets.css';

export interface PurchaseFrameProps {
  /** The game, once read: its name and tip-off head the page. */
  game?: Game;
  /** The hold's countdown (HoldClock), above the content. */
  clock?: ReactNode;
  children: ReactNode;
}

/** The ticket purchase's page: the game, the countdown while seats are held, and the step. */
export function PurchaseFrame({ game, clock, children }: PurchaseFrameProps) {
  const { t, i18n } = useTranslation();
  return (
    <Page title={t('TICKETS.BUY.TITLE')} intro={game && `${gameName(game, t)} · ${gameWhen(game, i18n.language)}`} width="wide" focusTitle>
      <div className={styles.frame}>
        {clock}
        {children}
      </div>
    </Page>
  );
}
