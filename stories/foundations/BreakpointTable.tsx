import { breakpoints, mediaQuery } from '../../src/ui/theme/contract.css';
import * as css from './foundations.css';
import { TableFrame } from './TableFrame';

export type Breakpoint = keyof typeof breakpoints;

/** The breakpoints of spec §9 and the media query each one gives a style file (`mediaQuery.<name>`). */
export function BreakpointTable() {
  return (
    <TableFrame caption="Breakpoints (mobile first)" head={['Name', 'From', 'Media query']}>
      {(Object.keys(breakpoints) as Breakpoint[]).map((name) => (
        <tr key={name}>
          <th scope="row" className={css.cell}>
            <code className={css.code}>{`breakpoints.${name}`}</code>
          </th>
          {/* A no-break space: the number and its unit stay on one line at 375 px. */}
          <td className={css.cell}>{`${breakpoints[name]}\u00a0px`}</td>
          <td className={css.cell}>
            <code className={css.code}>{mediaQuery[name]}</code>
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}
