import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_BLOCKS, type HomeBlockName, type HomeKind, type HomeNextGame } from '../../../api/home';
import type { User } from '../../../api/users';
import { Button, Notice, Page, StatusMessage } from '../../../ui';
import { blockOf, type BlockView, type HomeAnswer } from '../blocks';
import { AccountSection, ImpersonationSection } from './AccountSection';
import { AreaCard } from './AreaCard';
import { FailedCharges } from './FailedCharges';
import { GroupBlock } from './GroupBlock';
import { MoneyBlock } from './MoneyBlock';
import { NextGameBlock } from './NextGameBlock';
import { PassBlock } from './PassBlock';
import { RenewalBlock } from './RenewalBlock';
import { TicketsBlock } from './TicketsBlock';
import * as styles from './Home.css';

export interface HomeViewProps {
  user: User;
  /** From the session user (homeKindOf) while the request runs; the server's answer says the same. */
  kind: HomeKind;
  answer: HomeAnswer;
  /** While the answer is awaited: whether the blocks show their loading state yet (not at first, see HomePage). */
  placeholders?: boolean;
  /** Reads the whole home again (the one request). */
  onRetry: () => void;
  onLogout: () => void;
  /** The member card, at the top on the game's day; called only then, so other days never load it. */
  renderCard?: () => ReactNode;
  /** Staff not acting as anyone: the impersonation form. */
  impersonation?: ReactNode;
}

/**
 * The member's hub: the next game, the pass, money, group, renewal and tickets, each block with its
 * own loading, empty and failed state; then the account's own links and the logout.
 */
export function HomeView({ user, kind, answer, placeholders = true, onRetry, onLogout, renderCard, impersonation }: HomeViewProps) {
  const { t } = useTranslation();
  // The answer says which blocks the caller has; until it comes, the kind's blocks wait.
  const has = (name: HomeBlockName) =>
    answer.status === 'ready' ? answer.home[name] !== undefined : answer.status === 'loading' && placeholders && HOME_BLOCKS[kind].includes(name);
  const nextGame = blockOf(answer, 'nextGame');
  const money = blockOf(answer, 'money');
  const number = answer.status === 'ready' ? answer.home.number : (user.partner?.partnerNumber ?? user.sympathizer?.number ?? null);
  return (
    <Page
      title={t('MEMBER_HOME.TITLE', { name: user.name })}
      width="wide"
      intro={
        <div className={styles.intro}>
          <p className={styles.text}>
            {t(`MEMBER_HOME.KINDS.${kind}`)}
            {number !== null && ` · ${t('MEMBER_HOME.NUMBER_VALUE', { number })}`}
          </p>
          {!user.confirmed.mail && <Notice tone="warning" title={t('MEMBER_HOME.MAIL_UNCONFIRMED')} />}
        </div>
      }
    >
      <div className={styles.grid}>
        {answer.status === 'failed' && (
          // The one request failed: one message and one retry for the page, not one per block.
          <div className={styles.wide}>
            <StatusMessage
              title={t('MEMBER_HOME.FAILED_TITLE')}
              text={t(answer.message)}
              role="alert"
              actions={<Button onClick={onRetry}>{t('GENERIC.RETRY')}</Button>}
            />
          </div>
        )}
        {renderCard && cardDay(nextGame) && <div className={styles.wide}>{renderCard()}</div>}
        {has('nextGame') && (
          <div className={styles.wide}>
            <NextGameBlock view={nextGame} onRetry={onRetry} />
          </div>
        )}
        {has('renewal') && <RenewalBlock view={blockOf(answer, 'renewal')} onRetry={onRetry} />}
        {money.state === 'ready' && <FailedCharges charges={money.value.failed} />}
        {has('pass') && <PassBlock view={blockOf(answer, 'pass')} onRetry={onRetry} />}
        {has('money') && <MoneyBlock view={money} onRetry={onRetry} />}
        {has('group') && <GroupBlock view={blockOf(answer, 'group')} onRetry={onRetry} />}
        {has('tickets') && <TicketsBlock view={blockOf(answer, 'tickets')} onRetry={onRetry} />}
        {(kind === 'SHAREHOLDER' || kind === 'ENTERPRISE') && <AreaCard area={kind} />}
        {/* Under the blocks once they are drawn: not drawn first and then pushed down by them. */}
        {(answer.status !== 'loading' || placeholders) && (
          <>
            {impersonation && <ImpersonationSection>{impersonation}</ImpersonationSection>}
            <AccountSection onLogout={onLogout} staffLinks={kind === 'STAFF' && impersonation !== undefined} />
          </>
        )}
      </div>
    </Page>
  );
}

/** The game's day, with the partner's seat still theirs (not released, not given): the card goes first. */
function cardDay(view: BlockView<HomeNextGame | null>): boolean {
  if (view.state !== 'ready' || !view.value?.today || !view.value.mine) return false;
  const { release, guest } = view.value.mine;
  return (!release || release.status === 'TAKEN_BACK') && guest?.status !== 'GIVEN';
}
