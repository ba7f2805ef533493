import { GROUPS } from './groups';
import * as css from './foundations.css';
import { TableFrame } from './TableFrame';
import { readToken, tokensOf, useThemeChanges, type Group } from './tokens';

/** Every token of one contract group: its name, a drawing of it (if the group has one) and its current value. */
export function TokenTable({ group }: { group: Group }) {
  useThemeChanges();
  const { caption, sample } = GROUPS[group];
  return (
    <TableFrame caption={caption} head={sample ? ['Token', 'Sample', 'Value'] : ['Token', 'Value']}>
      {tokensOf(group).map((token) => (
        <tr key={token.label}>
          <th scope="row" className={css.cell}>
            <code className={css.code}>{token.label}</code>
          </th>
          {sample && <td className={css.cell}>{sample(token)}</td>}
          <td className={css.cell}>
            <code className={css.value}>{readToken(token.property)}</code>
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}
