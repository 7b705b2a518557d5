import { useState } from 'react';
import type { CreateReportBody } from '@cliques/contracts';
import { ActionMenu, type ActionMenuItem } from '../components/action-menu';
import { failureText } from '../components/failure-text';
import { ConfirmDialogOnDemand, ReportDialogOnDemand, preloadSafetyDialogs } from './on-demand-dialogs';
import { useSafetyTexts } from './safety-texts';
import type { ReportReason, ReportTargetType } from '@cliques/contracts';

/** The calls behind the menu (the API client's `safetyActions`; a fake in tests). */
export interface SafetyActions {
  block(userId: string): Promise<void>;
  mute(userId: string): Promise<void>;
  unmute(userId: string): Promise<void>;
  report(report: CreateReportBody): Promise<unknown>;
}

/** Props of {@link SafetyMenu}. */
export interface SafetyMenuProps {
  /** What Report reports: a post, comment, message, profile (`user`) or clique. */
  target: { type: ReportTargetType; id: string };
  /** The person behind it, whom Mute and Block act on. */
  person: { userId: string; username: string };
  actions: SafetyActions;
  /** Whether the viewer has muted them already (a profile says so; elsewhere they would not show). */
  muted?: boolean;
  /** After the block went through: take the person's content off the page. */
  onBlocked?: (userId: string) => void;
  /** After a mute or unmute went through. */
  onMuteChange?: (userId: string, muted: boolean) => void;
}

type Note = { text: string; failed: boolean };

/**
 * "More actions" on someone else's post, comment, message or profile: Report (a dialog with the
 * reasons), Mute or Unmute (at once, with a note saying what it does), Block (after a confirmation
 * saying what will happen). Never shown on your own content.
 */
export function SafetyMenu({
  target,
  person,
  actions,
  muted: mutedAtFirst = false,
  onBlocked,
  onMuteChange,
}: SafetyMenuProps) {
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const [muted, setMuted] = useState(mutedAtFirst);
  const [note, setNote] = useState<Note | null>(null);
  const { userId, username } = person;
  const safetyTexts = useSafetyTexts();

  const handleMute = async () => {
    const next = !muted;
    setNote(null);
    try {
      await (next ? actions.mute(userId) : actions.unmute(userId));
      setMuted(next);
      setNote({ text: next ? safetyTexts.muted(username) : safetyTexts.unmuted(username), failed: false });
      onMuteChange?.(userId, next);
    } catch (error) {
      setNote({ text: failureText(error), failed: true });
    }
  };
  const handleBlock = async () => {
    await actions.block(userId);
    onBlocked?.(userId);
  };
  // The dialogs' code loads on first hover or focus of the menu; it opens once they are there.
  const handleOpen = (which: 'report' | 'block') => {
    preloadSafetyDialogs().then(
      () => setDialog(which),
      // A load failure's own message means nothing to a person: the general one instead.
      () => setNote({ text: failureText(null), failed: true }),
    );
  };
  const handleIntent = () => void preloadSafetyDialogs().catch(() => undefined);
  const handleReport = async (reason: ReportReason, text: string) => {
    await actions.report({ targetType: target.type, targetId: target.id, reason, ...(text ? { note: text } : {}) });
  };

  const items: ActionMenuItem[] = [
    { label: safetyTexts.report(target.type, username), onSelect: () => handleOpen('report') },
    { label: muted ? safetyTexts.unmute(username) : safetyTexts.mute(username), onSelect: () => void handleMute() },
    { label: safetyTexts.block(username), onSelect: () => handleOpen('block'), danger: true },
  ];
  return (
    <div className="ui-safety" onPointerEnter={handleIntent} onFocus={handleIntent}>
      <ActionMenu items={items} label={safetyTexts.menu} />
      {note && (
        <p className={`ui-safety-note ${note.failed ? 'ui-error' : ''}`} role={note.failed ? 'alert' : 'status'}>
          {safetyTexts.failure(note.text)}{' '}
          <button type="button" className="ui-link-button" onClick={() => setNote(null)}>
            {safetyTexts.close}
          </button>
        </p>
      )}
      {dialog === 'report' && (
        <ReportDialogOnDemand targetType={target.type} onSubmit={handleReport} onClose={() => setDialog(null)} />
      )}
      {dialog === 'block' && (
        <ConfirmDialogOnDemand
          title={safetyTexts.blockTitle(username)}
          message={<p>{safetyTexts.blockMessage}</p>}
          confirmLabel={safetyTexts.blockConfirm}
          onConfirm={handleBlock}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
