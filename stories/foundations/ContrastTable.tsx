import { CONTRAST_PAIRS, contrastRatio, type ContrastPair } from '../../src/ui/theme/contrast';
import { vars } from '../../src/ui/theme/contract.css';
import * as css from './foundations.css';
import { TableFrame } from './TableFrame';
import { readColor, useThemeChanges } from './tokens';

export const pairName = ({ foreground, background }: ContrastPair) => `${foreground} on ${background}`;

/** Rounded down, so a ratio just under its minimum never reads as reaching it (4.499 shows 4.49). */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

export const pairRatio = ({ foreground, background }: ContrastPair) => contrastRatio(readColor(foreground), readColor(background));

/** A text pair is shown as text; a 3:1 pair (focus ring, map mark) as the ring it draws. */
function Sample({ pair }: { pair: ContrastPair }) {
  const color = vars.color[pair.foreground];
  const background = vars.color[pair.background];
  if (pair.minimum === 4.5) {
    return (
      <span className={css.textSample} style={{ color, background }}>
        Aa Text
      </span>
    );
  }
  return (
    <span className={css.ringSample} style={{ background }}>
      <span className={css.ring} style={{ borderColor: color }} />
    </span>
  );
}

/** CONTRAST_PAIRS with their ratio in the active theme, computed here, never typed in. */
export function ContrastTable() {
  useThemeChanges();
  return (
    <TableFrame caption="Contrast of the pairs the kit uses" head={['Pair', 'Sample', 'Ratio', 'Minimum', 'Result', 'Used for']}>
      {CONTRAST_PAIRS.map((pair) => {
        const ratio = pairRatio(pair);
        return (
          <tr key={pairName(pair)}>
            <th scope="row" className={css.cell}>
              {pairName(pair)}
            </th>
            <td className={css.cell}>
              <Sample pair={pair} />
            </td>
            <td className={css.cell}>{formatRatio(ratio)}</td>
            <td className={css.cell}>{`${pair.minimum}:1`}</td>
            <td className={css.cell}>{ratio >= pair.minimum ? 'Pass' : 'Fail'}</td>
            <td className={css.cell}>{pair.use}</td>
          </tr>
        );
      })}
    </TableFrame>
  );
}
