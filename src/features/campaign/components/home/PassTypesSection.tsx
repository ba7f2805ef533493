import { useTranslation } from 'react-i18next';
import { Card, CardGrid } from '../../../../ui';
import { family, gold, games, PASS_CARD_SLUGS, prices, youth, type PassSlug } from '../../data/campaign';
import { HomeSection } from './HomeSection';
import { renderRouterLink } from '../../../../lib/router-link';
import { useCampaignFormat } from './useCampaignFormat';

type CardSlug = (typeof PASS_CARD_SLUGS)[number];

/** The numbers each card's texts interpolate (`PASS_CARDS.<SLUG>.*`). */
function cardValues(slug: CardSlug, price: (euros: number) => string): Record<string, string | number> {
  switch (slug) {
    case 'adulto':
      return { games: games.total, mensLeague: games.mensLeague, womensLeague: games.womensLeague, presentation: games.presentation };
    case 'oro':
      return { minAge: gold.minAge, percent: gold.discountPercent, bornBefore: gold.bornBefore };
    case 'joven': {
      const [first, second, third] = prices.youthBands;
      return {
        minAge: youth.minAge,
        maxAge: youth.maxAge,
        firstPrice: price(first.price),
        firstMaxAge: first.maxAge,
        secondPrice: price(second.price),
        thirdPrice: price(third.price),
      };
    }
    case 'familiar':
      return {
        adults: family.example.adults,
        children: family.example.children,
        secondAdult: family.secondAdultDiscountPercent,
        thirdAdult: family.thirdAdultDiscountPercent,
        child: family.childDiscountPercent,
        childAge: family.childMaxAge + 1,
      };
  }
}

/** Which translation block a card reads: `PASS_CARDS.ADULTO`, `PASS_CARDS.ORO`… */
const cardKey = (slug: PassSlug) => `PASS_CARDS.${slug.toUpperCase()}`;

/** "¿Qué tipo de abonado eres?": the four passes with their "desde" price, each to its page. */
export function PassTypesSection({ season }: { season: string }) {
  const { t, i18n } = useTranslation();
  const { price } = useCampaignFormat(season);
  return (
    <HomeSection id="tipos-de-abono" tone="alt" title={t('PASS_CARDS.TITLE')} subtitle={t('PASS_CARDS.SUBTITLE', { season })}>
      <CardGrid columns={4}>
        {PASS_CARD_SLUGS.map((slug) => {
          const key = cardKey(slug);
          const values = cardValues(slug, price);
          const age = `${key}.AGE`;
          return (
            <Card
              key={slug}
              title={t(`${key}.TITLE`)}
              subtitle={t(`${key}.SUBTITLE`, values)}
              ageRestriction={i18n.exists(age) ? t(age, values) : undefined}
              description={t(`${key}.DESCRIPTION`, values)}
              price={prices.from[slug]}
              imgUrl={`/img/campaign/pase-${slug}.svg`}
              imgWidth={400}
              imgHeight={240}
              // Relative route (spec §2): from home it resolves to /abonos/<slug>.
              href={`abonos/${slug}`}
              renderLink={renderRouterLink}
            />
          );
        })}
      </CardGrid>
    </HomeSection>
  );
}
