import { useTranslation } from 'react-i18next';
import type { Game, GateDownloadPayload } from '../../../api/gate';
import { Button, ChoiceGroup, InlineAlert, ProgressBar } from '../../../ui';
import { clubDateTime, clubTime } from '../format';
import type { DownloadAvailability } from '../games';
import type { PhotoProgress } from '../gate-photos';
import type { DownloadProblem } from '../store';
import * as styles from './GateView.css';

export interface GamePanelProps {
  /** The game to download: today's, else the next, else the last (games.ts); null while the list loads or if it failed. */
  game: Game | null;
  /** The games of `game`'s club day: with two, the employee chooses which one this gate admits for. */
  dayGames: readonly Game[];
  onChooseGame: (gameId: number) => void;
  /** Whether `game` can be downloaded now: on its day or the day before only (games.ts). */
  availability: DownloadAvailability | null;
  gamesFailed: boolean;
  download: { payload: GateDownloadPayload; downloadedAt: string } | null;
  downloadProblem: DownloadProblem;
  downloading: boolean;
  /** The download's photos on the device; the download is complete only once every one is kept. */
  photos: PhotoProgress | null;
  onDownload: () => void;
  onRetryPhotos: () => void;
}

const gameName = (t: (key: string) => string, game: Game) => `${t(`GATE.COMPETITIONS.${game.competition}`)}: ${game.opponent}`;

/** Before doors open: which game, what was downloaded and until when it is good. */
export function GamePanel({ game, dayGames, onChooseGame, availability, gamesFailed, download, downloadProblem, downloading, photos, onDownload, onRetryPhotos }: GamePanelProps) {
  const { t, i18n } = useTranslation();
  const shown = download?.payload.game ?? game;
  const upToDate = download && game && download.payload.game.id === game.id;
  return (
    <section className={styles.section} aria-labelledby="gate-game-title">
      <h2 id="gate-game-title" className={styles.sectionTitle}>
        {t('GATE.GAME.TITLE')}
      </h2>
      {game && dayGames.length > 1 && (
        <ChoiceGroup
          legend={t('GATE.GAME.CHOOSE')}
          choices={dayGames.map((choice) => ({ value: String(choice.id), label: `${gameName(t, choice)} · ${clubTime(choice.startsAt, i18n.language)}` }))}
          value={String(game.id)}
          onChange={(id) => onChooseGame(Number(id))}
        />
      )}
      {shown && (
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('GATE.GAME.GAME')}</dt>
          <dd className={styles.definition}>{gameName(t, shown)}</dd>
          <dt className={styles.term}>{t('GATE.GAME.STARTS')}</dt>
          <dd className={styles.definition}>{clubDateTime(shown.startsAt, i18n.language)}</dd>
          {download && (
            <>
              <dt className={styles.term}>{t('GATE.GAME.MEMBERS')}</dt>
              <dd className={styles.definition}>{download.payload.members.length}</dd>
              {photos && photos.total > 0 && (
                <>
                  <dt className={styles.term}>{t('GATE.GAME.PHOTOS')}</dt>
                  <dd className={styles.definition}>{t('GATE.GAME.PHOTOS_KEPT', { kept: photos.kept, total: photos.total })}</dd>
                </>
              )}
              <dt className={styles.term}>{t('GATE.GAME.DOWNLOADED')}</dt>
              <dd className={styles.definition}>{clubDateTime(download.downloadedAt, i18n.language)}</dd>
              <dt className={styles.term}>{t('GATE.GAME.VALID_UNTIL')}</dt>
              <dd className={styles.definition}>{clubDateTime(download.payload.expiresAt, i18n.language)}</dd>
            </>
          )}
        </dl>
      )}
      {!download && !downloadProblem && <p className={styles.definition}>{t('GATE.GAME.NOT_DOWNLOADED')}</p>}
      {downloading && photos && photos.total > 0 && (
        <ProgressBar
          label={t('GATE.GAME.PHOTOS_PROGRESS')}
          value={photos.kept + photos.failed.length}
          max={photos.total}
          valueText={t('GATE.GAME.PHOTOS_KEPT', { kept: photos.kept, total: photos.total })}
        />
      )}
      {download && !downloading && photos && photos.failed.length > 0 && (
        <InlineAlert tone="error" title={t('GATE.GAME.PHOTOS_FAILED_TITLE', { count: photos.failed.length })}>
          <p>{t('GATE.GAME.PHOTOS_FAILED')}</p>
          <Button variant="secondary" onClick={onRetryPhotos}>
            {t('GATE.GAME.PHOTOS_RETRY')}
          </Button>
        </InlineAlert>
      )}
      {downloadProblem && <InlineAlert tone="error">{t(`GATE.GAME.PROBLEM_${downloadProblem}`)}</InlineAlert>}
      {gamesFailed && <InlineAlert tone="warning">{t('GATE.GAME.GAMES_FAILED')}</InlineAlert>}
      {game && !upToDate && availability && availability !== 'OPEN' && (
        <InlineAlert tone="info">{t(`GATE.GAME.${availability}`)}</InlineAlert>
      )}
      {game && !upToDate && availability === 'OPEN' && (
        <div>
          <Button onClick={onDownload} disabled={downloading}>
            {t(downloading ? 'GATE.GAME.DOWNLOADING' : 'GATE.GAME.DOWNLOAD')}
          </Button>
        </div>
      )}
    </section>
  );
}
