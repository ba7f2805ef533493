import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../../api/groups';
import type { User } from '../../../api/users';
import { useServerConfig } from '../../../lib/server-config';
import { refreshSessionUser } from '../../../lib/session';
import { confirm, modal, useModalActive } from '../../../ui';
import { createGroup, dissolveGroup, leaveGroup, resyncAfterUnknownOutcome, updateGroup, useGroup, validateGroupToken } from '../api';
import { AddMembersForm, type AddPrefill, type AddResult } from './AddMembersForm';
import { GROUP_NOTICE_ID, GroupPanelFrame, GroupStatusView, type GroupNotice } from './GroupPanelFrame';
import { GroupView, type ChangeFailure } from './GroupView';
import { memberName, NoGroupView, type CreateResult } from './NoGroupView';
import { TOKEN_MODAL_ID, TokenModal, type TokenResult } from './TokenModal';
import { InvitationView, type JoinResult } from './InvitationView';
import {
  addMemberOutcome,
  changeOutcome,
  declineOutcome,
  groupReadOutcome,
  invitationTokenOutcome,
  tokenOutcome,
  type AddOutcome,
  type ChangeOutcome,
  type GroupChange,
} from '../errors';
import { emptyMemberRow, MAX_ROWS_PER_SAVE, toMemberInput, type CreateGroupForm, type MemberRowForm } from '../forms';
import { freePlaces, fullName, pendingAmong, type GroupEntry } from '../rules';

/** A pending member whose token the owner is asked for, in the group they were added to. */
interface TokenRequest {
  groupId: number;
  entry: GroupEntry;
  /** Asked right after a save (not from the member's button): on closing, focus goes to the result. */
  afterSave: boolean;
}

export interface GroupPanelProps {
  user: User;
}

/**
 * The partner's group, for the profile page (/abonado/perfil): create one, or see it and, as
 * owner, add, remove, confirm pending members with their token and dissolve; as member, leave.
 * A partner added to a group who has not confirmed yet (`partner.pendingGroup`) sees the
 * invitation instead: join with their mailed token, or decline. Renders nothing for a user
 * without a partner profile.
 */
export function GroupPanel({ user }: GroupPanelProps) {
  const { t, i18n } = useTranslation();
  const partnerId = user.partner?.id ?? null;
  const groupId = user.group?.id ?? null;
  const config = useServerConfig();
  const doubleAuthentication = config.data?.partnerGroupDoubleAuthentication ?? false;
  const read = useGroup(partnerId === null ? null : groupId);
  const sequence = useRef(0);
  const next = () => (sequence.current += 1);

  const [notice, setNotice] = useState<GroupNotice | null>(null);
  const announce = (key: string, values: Record<string, unknown>, { tone = 'success', focus = true }: { tone?: GroupNotice['tone']; focus?: boolean } = {}) =>
    setNotice({ id: next(), tone, text: t(key, values), focus });
  const names = (list: string[]) => new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' }).format(list);

  // Create
  const [creating, setCreating] = useState(false);
  const [createResult, setCreateResult] = useState<CreateResult | null>(null);
  // Add
  const [adding, setAdding] = useState(false);
  const [addResult, setAddResult] = useState<AddResult | null>(null);
  const [prefill, setPrefill] = useState<AddPrefill | null>(null);
  // Remove, leave, dissolve
  const [busy, setBusy] = useState<GroupChange | null>(null);
  const [changeFailure, setChangeFailure] = useState<ChangeFailure | null>(null);
  const lastChange = useRef<(() => Promise<void>) | null>(null);
  // Token (double authentication)
  const tokenModalActive = useModalActive(TOKEN_MODAL_ID);
  const [tokenQueue, setTokenQueue] = useState<TokenRequest[]>([]);
  const [tokenBusy, setTokenBusy] = useState(false);
  const [tokenResult, setTokenResult] = useState<TokenResult | null>(null);
  const [reAdding, setReAdding] = useState(false);
  const [reAddOutcome, setReAddOutcome] = useState<ChangeOutcome | null>(null);
  const [readRetrying, setReadRetrying] = useState(false);
  // An invitation (pending with a mailed token): join or decline
  const pendingGroup = groupId === null ? (user.partner?.pendingGroup ?? null) : null;
  const [joining, setJoining] = useState(false);
  const [joinResult, setJoinResult] = useState<JoinResult | null>(null);
  const [declining, setDeclining] = useState(false);
  const [declineFailure, setDeclineFailure] = useState<ChangeOutcome | null>(null);

  if (partnerId === null) return null;

  function askTokens(requests: TokenRequest[]) {
    if (requests.length === 0) return;
    // After a save, the dialog opens from the result's notice, so closing it (or confirming the
    // token) gives focus back there, not to a button the save may have removed. Opened from a
    // member's button, it gives focus back to that button.
    if (requests[0]?.afterSave) document.getElementById(GROUP_NOTICE_ID)?.focus();
    setTokenQueue(requests);
    setTokenResult(null);
    setReAddOutcome(null);
    modal.open(TOKEN_MODAL_ID);
  }

  async function onCreate(values: CreateGroupForm) {
    setCreating(true);
    setCreateResult(null);
    try {
      const member = toMemberInput(values.member);
      const group = await createGroup({ type: values.type, name: values.name, member });
      const pending = pendingAmong(group, [member.partnerNumber]);
      const who = memberName(values.member);
      if (pending.length > 0) {
        announce('GROUPS.CREATE.DONE_PENDING', { name: group.name, member: who }, { focus: false });
        askTokens(pending.map((entry) => ({ groupId: group.id, entry, afterSave: true })));
      } else {
        announce('GROUPS.CREATE.DONE', { name: group.name, member: who });
      }
    } catch (error) {
      const outcome = addMemberOutcome(error, { creating: true });
      setCreateResult({ id: next(), outcome });
      if (outcome.stale) void resyncAfterUnknownOutcome(null);
    } finally {
      setCreating(false);
    }
  }

  /** One call per row, so an error is said on the row it concerns; rows before it are in. */
  async function onAdd(rows: MemberRowForm[]) {
    if (groupId === null) return;
    setAdding(true);
    setAddResult(null);
    const added: MemberRowForm[] = [];
    let outcome: AddOutcome | null = null;
    let latest: Group | null = null;
    for (const row of rows) {
      try {
        latest = await updateGroup(groupId, { add: [toMemberInput(row)] });
        added.push(row);
      } catch (error) {
        outcome = addMemberOutcome(error);
        break;
      }
    }
    setAddResult({ id: next(), added: added.length, outcome });
    const group = latest;
    if (group && added.length > 0) {
      const pending = pendingAmong(group, added.map((row) => Number(row.partnerNumber)));
      const who = names(added.map(memberName));
      // With a field to fix, focus goes there; with a token to type, into the dialog.
      const focus = outcome === null && pending.length === 0;
      announce(pending.length > 0 ? 'GROUPS.ADD.DONE_PENDING' : 'GROUPS.ADD.DONE', { names: who }, { focus });
      if (outcome === null) askTokens(pending.map((entry) => ({ groupId: group.id, entry, afterSave: true })));
    }
    if (outcome?.stale) void resyncAfterUnknownOutcome(groupId);
    setAdding(false);
  }

  async function runChange(change: GroupChange, call: () => Promise<unknown>, done: () => void) {
    const attempt = async () => {
      setBusy(change);
      setChangeFailure(null);
      try {
        await call();
        lastChange.current = null;
        done();
      } catch (error) {
        const outcome = changeOutcome(change, error);
        setChangeFailure({ change, outcome });
        if (outcome.stale) void resyncAfterUnknownOutcome(groupId);
      } finally {
        setBusy(null);
      }
    };
    lastChange.current = attempt;
    await attempt();
  }

  async function onRemove(group: Group, entries: GroupEntry[]) {
    const who = names(entries.map(fullName));
    const sure = await confirm({
      title: t('GROUPS.REMOVE.CONFIRM_TITLE'),
      text: t('GROUPS.REMOVE.CONFIRM_TEXT', { names: who, count: entries.length }),
      confirmText: t('GROUPS.REMOVE.CONFIRM'),
      cancelText: t('CONFIRM.CANCEL'),
    });
    if (!sure) return;
    await runChange(
      'remove',
      () => updateGroup(group.id, { remove: entries.map((entry) => entry.partnerId) }),
      () => announce('GROUPS.REMOVE.DONE', { names: who, count: entries.length }),
    );
  }

  async function onLeave(group: Group) {
    const sure = await confirm({
      title: t('GROUPS.LEAVE.CONFIRM_TITLE'),
      text: t('GROUPS.LEAVE.CONFIRM_TEXT', { name: group.name }),
      confirmText: t('GROUPS.LEAVE.CONFIRM'),
      cancelText: t('CONFIRM.CANCEL'),
    });
    if (!sure) return;
    await runChange('leave', () => leaveGroup(group.id), () => announce('GROUPS.LEAVE.DONE', { name: group.name }));
  }

  async function onDissolve(group: Group) {
    const sure = await confirm({
      title: t('GROUPS.DISSOLVE.CONFIRM_TITLE'),
      text: t('GROUPS.DISSOLVE.CONFIRM_TEXT', { name: group.name }),
      confirmText: t('GROUPS.DISSOLVE.CONFIRM'),
      cancelText: t('CONFIRM.CANCEL'),
      bigText: true,
    });
    if (!sure) return;
    await runChange('dissolve', () => dissolveGroup(group.id), () => announce('GROUPS.DISSOLVE.DONE', { name: group.name }));
  }

  const tokenRequest = tokenQueue[0] ?? null;

  function closeToken() {
    modal.close();
    setTokenQueue([]);
  }

  async function onToken(token: string) {
    if (!tokenRequest) return;
    setTokenBusy(true);
    setTokenResult(null);
    try {
      await validateGroupToken(tokenRequest.groupId, { partnerId: tokenRequest.entry.partnerId, token });
      const rest = tokenQueue.slice(1);
      if (rest.length === 0) modal.close();
      setTokenQueue(rest);
      announce('GROUPS.TOKEN.DONE', { name: fullName(tokenRequest.entry) }, { focus: rest.length === 0 });
    } catch (error) {
      const outcome = tokenOutcome(error);
      setTokenResult({ id: next(), outcome });
      if (outcome.stale) void resyncAfterUnknownOutcome(tokenRequest.groupId);
    } finally {
      setTokenBusy(false);
    }
  }

  /** 457: the member goes, and comes back in the add form with what the group knows of them. */
  async function onRemoveAndAddAgain() {
    if (!tokenRequest) return;
    const { entry } = tokenRequest;
    setReAdding(true);
    setReAddOutcome(null);
    try {
      await updateGroup(tokenRequest.groupId, { remove: [entry.partnerId] });
      modal.close();
      setTokenQueue([]);
      setPrefill({
        id: next(),
        rows: [{ ...emptyMemberRow(), partnerNumber: String(entry.partnerNumber), name: entry.name, lastname: entry.lastname, mail: entry.mail ?? '', owner: entry.owner }],
      });
      announce('GROUPS.TOKEN.READD_DONE', { name: fullName(entry) }, { tone: 'info', focus: false });
    } catch (error) {
      setReAddOutcome(changeOutcome('remove', error));
    } finally {
      setReAdding(false);
    }
  }

  /** The invited partner's own token (partnerId is theirs); on success the user is read again and shows the group. */
  async function onJoin(token: string) {
    if (!pendingGroup || partnerId === null) return;
    setJoining(true);
    setJoinResult(null);
    try {
      await validateGroupToken(pendingGroup.id, { partnerId, token });
      announce('GROUPS.INVITATION.JOINED', { name: pendingGroup.name });
    } catch (error) {
      const outcome = invitationTokenOutcome(error);
      setJoinResult({ id: next(), outcome });
      if (outcome.stale) void resyncAfterUnknownOutcome(null);
    } finally {
      setJoining(false);
    }
  }

  /** The invited partner declines (groups/leave), after a confirm; a retry after a failure asks no more. */
  async function onDecline({ confirmFirst = true } = {}) {
    if (!pendingGroup) return;
    const invitation = pendingGroup;
    const sure =
      !confirmFirst ||
      (await confirm({
        title: t('GROUPS.INVITATION.DECLINE_CONFIRM_TITLE'),
        text: t('GROUPS.INVITATION.DECLINE_CONFIRM_TEXT', { name: invitation.name }),
        confirmText: t('GROUPS.INVITATION.DECLINE_CONFIRM'),
        cancelText: t('CONFIRM.CANCEL'),
      }));
    if (!sure) return;
    setDeclining(true);
    setDeclineFailure(null);
    try {
      await leaveGroup(invitation.id);
      announce('GROUPS.INVITATION.DECLINED', { name: invitation.name });
    } catch (error) {
      const outcome = declineOutcome(error);
      setDeclineFailure(outcome);
      if (outcome.stale) void resyncAfterUnknownOutcome(null);
    } finally {
      setDeclining(false);
    }
  }

  async function retryRead(stale: boolean) {
    setReadRetrying(true);
    try {
      if (stale) await refreshSessionUser();
      await read.mutate();
    } finally {
      setReadRetrying(false);
    }
  }

  let content;
  if (groupId === null && pendingGroup) {
    content = (
      <InvitationView
        key={pendingGroup.id}
        group={pendingGroup}
        onJoin={(token) => void onJoin(token)}
        joining={joining}
        joinResult={joinResult}
        onDecline={() => void onDecline()}
        declining={declining}
        declineOutcome={declineFailure}
        onRetryDecline={() => void onDecline({ confirmFirst: false })}
      />
    );
  } else if (groupId === null) {
    content = <NoGroupView onCreate={(values) => void onCreate(values)} submitting={creating} result={createResult} doubleAuthentication={doubleAuthentication} />;
  } else if (read.data && read.data.id === groupId) {
    const group = read.data;
    content = (
      <GroupView
        group={group}
        selfPartnerId={partnerId}
        onRemove={(entries) => void onRemove(group, entries)}
        onValidate={(entry) => askTokens([{ groupId: group.id, entry, afterSave: false }])}
        onLeave={() => void onLeave(group)}
        onDissolve={() => void onDissolve(group)}
        busy={busy}
        changeFailure={changeFailure}
        onRetryChange={() => void lastChange.current?.()}
        addForm={
          <AddMembersForm
            onAdd={(rows) => void onAdd(rows)}
            submitting={adding}
            result={addResult}
            maxRows={Math.min(MAX_ROWS_PER_SAVE, Math.max(1, freePlaces(group)))}
            doubleAuthentication={doubleAuthentication}
            prefill={prefill}
          />
        }
      />
    );
  } else if (read.error) {
    const outcome = groupReadOutcome(read.error);
    content = <GroupStatusView status="error" message={t(outcome.message)} onRetry={() => void retryRead(outcome.stale === true)} retrying={readRetrying} />;
  } else {
    content = <GroupStatusView status="loading" />;
  }

  return (
    <GroupPanelFrame notice={notice}>
      {content}
      <TokenModal
        open={tokenModalActive && tokenRequest !== null}
        memberName={tokenRequest ? fullName(tokenRequest.entry) : ''}
        onSubmit={(token) => void onToken(token)}
        onClose={closeToken}
        submitting={tokenBusy}
        result={tokenResult}
        onRemoveAndAddAgain={() => void onRemoveAndAddAgain()}
        removing={reAdding}
        removeOutcome={reAddOutcome}
      />
    </GroupPanelFrame>
  );
}
