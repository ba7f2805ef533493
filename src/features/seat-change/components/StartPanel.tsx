import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { GroupMember } from '../../../api/groups';
import { useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, Panel, Spinner } from '../../../ui';
import * as styles from './seat-change.css';

const startFormSchema = z.object({ members: z.array(z.string()) });
type StartForm = z.infer<typeof startFormSchema>;

export interface StartPanelProps {
  /** The member's own name; they always move. */
  ownName: string;
  /** Active members of the group the member owns, who may move with them; empty otherwise. */
  groupMembers: readonly GroupMember[];
  /** The group could not be read: the member may still start a change for themself. */
  groupError?: boolean;
  starting?: boolean;
  error?: string;
  onStart: (partnerIds: number[]) => void;
}

/**
 * The start of a seat change (spec §4 "Seat change", issue: a group owner chooses which active
 * members move with them). The member always moves; each group member is a checkbox.
 */
export function StartPanel({ ownName, groupMembers, groupError = false, starting = false, error, onStart }: StartPanelProps) {
  const { t } = useTranslation();
  const selfNoteId = useId();
  const { register, handleSubmit } = useZodForm<StartForm>(startFormSchema, { members: [] });
  const submit = handleSubmit(({ members }) => onStart(members.map(Number)));
  return (
    <Panel title={t('SEAT_CHANGE.START.TITLE')}>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.summary}>
        <p className={styles.text}>{t('SEAT_CHANGE.START.TEXT')}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.areaName}>{t('SEAT_CHANGE.START.WHO')}</legend>
          <ul className={styles.memberList}>
            <li>
              <label className={styles.memberChoice}>
                <input type="checkbox" className={styles.checkbox} checked disabled aria-describedby={selfNoteId} />
                {t('SEAT_CHANGE.START.YOU', { name: ownName })}
              </label>
              <span id={selfNoteId} className={styles.muted}>
                {t('SEAT_CHANGE.START.YOU_NOTE')}
              </span>
            </li>
            {groupMembers.map(({ member }) => (
              <li key={member.partner.id}>
                <label className={styles.memberChoice}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    value={String(member.partner.id)}
                    aria-describedby={member.mail === null ? `${selfNoteId}-${member.partner.id}` : undefined}
                    {...register('members')}
                  />
                  {t('SEAT_CHANGE.SUMMARY.PARTNER', { name: `${member.name} ${member.lastname}`, number: member.partner.partnerNumber })}
                </label>
                {member.mail === null && (
                  <span id={`${selfNoteId}-${member.partner.id}`} className={styles.muted}>
                    {member.managedBy ? t('MEMBERS.NO_OWN_ACCESS', { name: member.managedBy }) : t('MEMBERS.NO_OWN_ACCESS_UNKNOWN')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
        {groupError && <InlineAlert tone="warning">{t('SEAT_CHANGE.START.GROUP_ERROR')}</InlineAlert>}
        {error && <InlineAlert tone="error">{t(error)}</InlineAlert>}
        <div className={styles.actions}>
          {starting ? <Spinner text={t('SEAT_CHANGE.START.STARTING')} /> : <Button type="submit">{t('SEAT_CHANGE.START.SUBMIT')}</Button>}
        </div>
      </form>
    </Panel>
  );
}
