import { useTranslation } from 'react-i18next';
import { APP_PATHS, PARTNER_PROFILE_SECTIONS } from '../../../api/app-paths';
import type { HomeGroup } from '../../../api/home';
import { KeyFigure, KeyFigureList, SummaryCard } from '../../../ui';
import { cardState } from '../blocks';
import type { BlockProps } from './block-props';
import { renderRouterLink } from '../../../lib/router-link';
import * as styles from './Home.css';

/** The partner's group, or the way to make or join one (the profile's group panel). */
export function GroupBlock({ view, onRetry }: BlockProps<HomeGroup | null>) {
  const { t } = useTranslation();
  const group = view.state === 'ready' ? view.value : null;
  return (
    <SummaryCard
      title={t('MEMBER_HOME.GROUP.TITLE')}
      state={cardState(view)}
      emptyText={t('MEMBER_HOME.GROUP.EMPTY')}
      onRetry={onRetry}
      action={{ label: group ? t('MEMBER_HOME.GROUP.LINK') : t('MEMBER_HOME.GROUP.JOIN'), href: `${APP_PATHS.partnerProfile}#${PARTNER_PROFILE_SECTIONS.group}` }}
      renderLink={renderRouterLink}
    >
      {group && (
        <div className={styles.stack}>
          <p className={styles.strong}>{group.name}</p>
          <KeyFigureList>
            <KeyFigure label={t('MEMBER_HOME.GROUP.TYPE')} value={t(`GROUPS.TYPES.${group.type}`)} />
            <KeyFigure label={t('MEMBER_HOME.GROUP.MEMBERS')} value={String(group.members)} />
            <KeyFigure label={t('MEMBER_HOME.GROUP.ROLE')} value={group.owner ? t('MEMBER_HOME.GROUP.OWNER') : t('MEMBER_HOME.GROUP.MEMBER')} />
          </KeyFigureList>
        </div>
      )}
    </SummaryCard>
  );
}
