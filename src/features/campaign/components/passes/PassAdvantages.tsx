import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvantageList } from '../../../../ui';
import { passRoute } from '../../data/campaign';
// Direct module paths, not the home barrel: the pass page's chunk stays free of the home sections.
import { renderRouterLink } from '../../../../lib/router-link';
import { useAdvantageItems } from '../home/useAdvantageItems';
import * as page from './page.css';

interface PassAdvantagesProps {
  /** The reduced youth list: no free seat choice (spec §2). */
  isJoven: boolean;
  /** "Todas las ventajas" to the club-pass page; off on that page itself. */
  showAll: boolean;
}

/** The advantages of the pass, the same items as on the home page (`ADVANTAGES.ITEMS.<id>`). */
export function PassAdvantages({ isJoven, showAll }: PassAdvantagesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const items = useAdvantageItems(isJoven);
  return (
    <section className={`${page.plain} ${page.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.heading}>
        {t('PASSES.SECTIONS.ADVANTAGES')}
      </h2>
      <AdvantageList items={items} showAll={showAll} allHref={passRoute('abono-club')} renderLink={renderRouterLink} />
    </section>
  );
}
