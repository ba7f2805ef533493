import { Trans } from 'react-i18next';
import type { AdvantageItem } from '../../../../ui';
import { advantagesFor, type AdvantageDefinition } from '../../data/advantages';
import { discounts, games, telecomPromo } from '../../data/campaign';
import { usePrice } from '../usePrice';

/** The numbers each `ADVANTAGES.ITEMS.<id>` text interpolates. */
function valuesFor(id: AdvantageDefinition['id'], price: (euros: number) => string): Record<string, string | number> {
  switch (id) {
    case 'GAMES':
      return { games: games.total, mensLeague: games.mensLeague, womensLeague: games.womensLeague, presentation: games.presentation };
    case 'RENEWAL':
      return { percent: discounts.fullAttendanceRenewalPercent };
    case 'SOCIAL':
      return {
        percent: discounts.socialPercent,
        disability: discounts.disabilityMinPercent,
        months: discounts.unemploymentMinMonths,
      };
    case 'TELECOM':
      return { bonus: price(telecomPromo.bonusEuros) };
    case 'FREE_SEAT':
    case 'BANK':
      return {};
  }
}

/**
 * The advantages list of the club pass (or the reduced youth list) as kit items, texts
 * translated with the campaign's numbers. Pass pages use it too.
 */
export function useAdvantageItems(isJoven = false): AdvantageItem[] {
  const price = usePrice();
  return advantagesFor(isJoven).map((advantage) => ({
    // The texts only bold a few words (<strong>): Trans renders that markup without an HTML sanitiser.
    content: <Trans i18nKey={`ADVANTAGES.ITEMS.${advantage.id}`} values={valuesFor(advantage.id, price)} />,
    image: advantage.image,
    // Decorative: the text beside the icon says it all.
    alt: '',
    href: advantage.href,
  }));
}
