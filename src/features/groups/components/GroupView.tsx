import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../../api/groups';
import { Button, InlineAlert, VisuallyHidden } from '../../../ui';
import type { ChangeOutcome, GroupChange } from '../errors';
import { fullName, groupEntries, isFull, mayLeave, placesTaken, roleIn, type GroupEntry } from '../rules';
import { OutcomeAlert } from './OutcomeAlert';
import * as styles from './groups.css';

export interface ChangeFailure {
  change: GroupChange;
  outcome: ChangeOutcome;
}

export interface GroupViewProps {
  group: Group;
  /** The logged-in partner: their role decides what is offered. */
  selfPartnerId: number;
  /** Owners only: the form to add people (AddMembersForm). */
  addForm?: ReactNode;
  onRemove: (entries: GroupEntry[]) => void;
  onValidate: (entry: GroupEntry) => void;
  onLeave: () => void;
  onDissolve: () => void;
  /** The change running now. */
  busy?: GroupChange | null;
  changeFailure?: ChangeFailure | null;
  /** Runs the failed change again (it was confirmed already). */
  onRetryChange?: () => void;
}

/**
 * The member's group: who is in it (owners, members, those pending their token) and what the
 * member may do. Owners add, remove and dissolve; members leave; an owner leaves only while
 * another active owner stays (spec §6).
 */
export function GroupView(props: GroupViewProps) {
  const { group, selfPartnerId, addForm, onRemove, onValidate, onLeave, onDissolve, busy = null, changeFailure, onRetryChange } = props;
  const { t } = useTranslation();
  const role = roleIn(group, selfPartnerId);
  const owner = role === 'owner';
  const entries = groupEntries(group, selfPartnerId);
  const failure = (change: GroupChange) =>
    changeFailure?.change === change ? <OutcomeAlert outcome={changeFailure.outcome} onRetry={onRetryChange} /> : null;
  return (
    <div className={styles.block}>
      <div className={styles.groupHeader}>
        <p className={styles.groupName}>{group.name}</p>
        <p className={styles.muted}>
          {t(`GROUPS.TYPES.${group.type}`)} · {t('GROUPS.LIST.PLACES', { taken: placesTaken(group), max: group.maxMembers })}
        </p>
      </div>
      {group.familiarDiscount && (
        <InlineAlert tone="info" live={false} title={t('GROUPS.FAMILY_DISCOUNT.TITLE')}>
          {t('GROUPS.FAMILY_DISCOUNT.TEXT')}
        </InlineAlert>
      )}
      {owner && isFull(group) && (
        <InlineAlert tone="warning" live={false} title={t('GROUPS.FULL.TITLE')}>
          {t('GROUPS.FULL.TEXT', { max: group.maxMembers })}
        </InlineAlert>
      )}
      <section className={styles.subsection} aria-labelledby="group-members-title">
        <h3 id="group-members-title" className={styles.subtitle} tabIndex={-1}>
          {t('GROUPS.LIST.TITLE')}
        </h3>
        {owner && entries.some((entry) => entry.removable) ? (
          <RemovableList entries={entries} onRemove={onRemove} onValidate={onValidate} busy={busy === 'remove'} failure={failure('remove')} />
        ) : (
          <ul className={styles.list}>
            {entries.map((entry) => (
              <EntryItem key={entry.partnerId} entry={entry} owner={owner} onValidate={onValidate} />
            ))}
          </ul>
        )}
      </section>
      {owner && addForm}
      <section className={styles.subsection} aria-labelledby="group-exit-title">
        <h3 id="group-exit-title" className={styles.subtitle}>
          {owner ? t('GROUPS.EXIT.TITLE_OWNER') : t('GROUPS.EXIT.TITLE_MEMBER')}
        </h3>
        {mayLeave(group, selfPartnerId) ? (
          <>
            <p className={styles.text}>{owner ? t('GROUPS.LEAVE.TEXT_OWNER') : t('GROUPS.LEAVE.TEXT')}</p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => busy === null && onLeave()} aria-disabled={busy !== null}>
                {busy === 'leave' ? t('FORM.SENDING') : t('GROUPS.LEAVE.SUBMIT')}
              </Button>
            </div>
            {failure('leave')}
          </>
        ) : (
          owner && (
            <InlineAlert tone="info" live={false}>
              {t('GROUPS.LEAVE.LAST_OWNER')}
            </InlineAlert>
          )
        )}
        {owner && (
          <>
            <p className={styles.text}>{t('GROUPS.DISSOLVE.TEXT')}</p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => busy === null && onDissolve()} aria-disabled={busy !== null}>
                {busy === 'dissolve' ? t('FORM.SENDING') : t('GROUPS.DISSOLVE.SUBMIT')}
              </Button>
            </div>
            {failure('dissolve')}
          </>
        )}
      </section>
    </div>
  );
}

interface RemovableListProps {
  entries: GroupEntry[];
  onRemove: (entries: GroupEntry[]) => void;
  onValidate: (entry: GroupEntry) => void;
  busy: boolean;
  failure: ReactNode;
}

/** The owner's list: members and pending members can be marked, then removed in one save. */
function RemovableList({ entries, onRemove, onValidate, busy, failure }: RemovableListProps) {
  const { t } = useTranslation();
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [noneMarked, setNoneMarked] = useState(false);
  // Those removed meanwhile (or gone from the group) are no longer marked.
  const selected = entries.filter((entry) => entry.removable && marked.has(entry.partnerId));
  const toggle = (partnerId: number, on: boolean) => {
    setNoneMarked(false);
    setMarked((current) => {
      const next = new Set(current);
      if (on) next.add(partnerId);
      else next.delete(partnerId);
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (selected.length === 0) {
      setNoneMarked(true);
      return;
    }
    onRemove(selected);
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset className={styles.plainFieldset}>
        <legend className={styles.plainLegend}>{t('GROUPS.REMOVE.HINT')}</legend>
        <ul className={styles.list}>
          {entries.map((entry) => (
            <EntryItem
              key={entry.partnerId}
              entry={entry}
              owner
              onValidate={onValidate}
              inMarkableList
              checked={entry.removable ? marked.has(entry.partnerId) : undefined}
              onCheck={(on) => toggle(entry.partnerId, on)}
            />
          ))}
        </ul>
      </fieldset>
      {noneMarked && <InlineAlert tone="warning">{t('GROUPS.REMOVE.NONE_SELECTED')}</InlineAlert>}
      {failure}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" aria-disabled={busy}>
          {busy ? t('FORM.SENDING') : selected.length === 0 ? t('GROUPS.REMOVE.SUBMIT') : t('GROUPS.REMOVE.SUBMIT_COUNT', { count: selected.length })}
        </Button>
      </div>
    </form>
  );
}

interface EntryItemProps {
  entry: GroupEntry;
  /** The viewer owns the group: pending members get the token action, mails are shown. */
  owner: boolean;
  onValidate: (entry: GroupEntry) => void;
  /** In the owner's list with checkboxes: an entry without one keeps its name in line. */
  inMarkableList?: boolean;
  /** Set for an entry the owner may mark for removal. */
  checked?: boolean;
  onCheck?: (on: boolean) => void;
}

function EntryItem({ entry, owner, onValidate, inMarkableList = false, checked, onCheck }: EntryItemProps) {
  const { t } = useTranslation();
  const checkId = useId();
  const name = fullName(entry);
  const markable = checked !== undefined && onCheck;
  return (
    <li className={styles.entry}>
      <div className={styles.entryMain}>
        {inMarkableList && !markable && <span className={styles.checkboxSpace} />}
        {markable && (
          <input
            id={checkId}
            type="checkbox"
            className={styles.checkbox}
            checked={checked}
            onChange={(event) => onCheck(event.target.checked)}
          />
        )}
        <div className={styles.entryText}>
          {markable ? (
            <label htmlFor={checkId} className={`${styles.entryName} ${styles.checkLabel}`}>
              {name}
            </label>
          ) : (
            <span className={styles.entryName}>{name}</span>
          )}
          <p className={styles.entryMeta}>
            {t('GROUPS.LIST.NUMBER', { number: entry.partnerNumber })}
            {/* A family member without a mail: who manages them, never an empty mail. */}
            {entry.mail === null
              ? ` · ${entry.managedBy ? t('MEMBERS.NO_OWN_ACCESS', { name: entry.managedBy }) : t('MEMBERS.NO_OWN_ACCESS_UNKNOWN')}`
              : owner && ` · ${entry.mail}`}
          </p>
          <ul className={styles.badges} aria-label={t('GROUPS.LIST.STATUS', { name })}>
            {entry.self && <li className={styles.badge}>{t('GROUPS.LIST.YOU')}</li>}
            {entry.owner && <li className={styles.badge}>{t('GROUPS.LIST.OWNER')}</li>}
            {entry.status === 'pending' && <li className={styles.pendingBadge}>{t('GROUPS.LIST.PENDING')}</li>}
            {entry.status === 'active' && !entry.owner && <li className={styles.badge}>{t('GROUPS.LIST.MEMBER')}</li>}
          </ul>
        </div>
      </div>
      {owner && entry.status === 'pending' && (
        <div>
          <Button size="small" variant="secondary" onClick={() => onValidate(entry)}>
            {t('GROUPS.LIST.VALIDATE')}
            <VisuallyHidden>{` ${t('GROUPS.LIST.VALIDATE_CONTEXT', { name })}`}</VisuallyHidden>
          </Button>
        </div>
      )}
    </li>
  );
}
