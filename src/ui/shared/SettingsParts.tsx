// Pieces every game's settings dialog shares: the draft with the "start a new match?" step shown when a
// rule changes during a match (useSettingsForm), the dialog around the game's own fields (SettingsModal),
// a titled group of fields, the computer levels, the "Look and sound" group, the player's data (backup and
// restore), and the footer with Defaults, Cancel and Save.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { Card } from '../../engine/cards';
import { useMessages } from '../i18n';
import { SoundSwitch } from '../sound/SoundSwitch';
import { ChoiceCards, Segmented, Switch, type Option } from './controls';
import { LanguageField } from './LanguageField';
import { MiniHand } from './MiniCard';
import { Modal } from './Modal';
import { ModalFrame } from './ModalFrame';
import { preloadable } from '../preloadable';
import type { BackupSectionProps } from './backup/BackupSection';
import { LoadBoundary } from './offline/LoadBoundary';
import { LEVELS, type Level } from '../../bots/types';
import { SPEEDS, type Faces, type Speed } from '../../games/settings';

// The player’s data (backup and restore) is a chunk of its own, fetched as this one shows: imported statically, it
// would be listed among the files of this chunk in the home screen's first download.
const backupSection = preloadable<BackupSectionProps>(() =>
  import('./backup/BackupSection').then((m) => ({ default: m.BackupSection })),
);

/**
 * A question inside the settings dialog (a new match for a rule change, or changes dropped by Back): the
 * answer that loses something, and the safe one, which has the focus.
 */
function SettingsQuestion({
  id,
  title,
  text,
  note,
  risky,
  safe,
  safeRef,
  onRisky,
  onSafe,
}: {
  /** Prefix of the element ids: the dialog is named by `${id}-confirm-title`, described by `-text`. */
  id: string;
  title: string;
  text: string;
  /** What the answers do, read before them rather than under them like a footnote. */
  note?: string;
  risky: string;
  safe: string;
  safeRef: RefObject<HTMLButtonElement | null>;
  onRisky(): void;
  onSafe(): void;
}) {
  return (
    <div className="scr-confirm">
      <div className="scr-confirm__icon" aria-hidden="true">
        !
      </div>
      <h2 className="scr-modal__title" id={`${id}-confirm-title`}>
        {title}
      </h2>
      <p className="scr-confirm__text" id={`${id}-confirm-text`}>
        {text}
      </p>
      {note && <p className="scr-confirm__note">{note}</p>}
      <div className="scr-confirm__actions">
        <button type="button" className="scr-btn scr-btn--danger" onClick={onRisky}>
          {risky}
        </button>
        <button type="button" className="scr-btn scr-btn--secondary" ref={safeRef} onClick={onSafe}>
          {safe}
        </button>
      </div>
    </div>
  );
}

/** The dialog's footer: a note when saving starts a new match, then Defaults, Cancel and Save (submit). */
export function SettingsFooter({
  newMatch,
  saveRef,
  onDefaults,
  onCancel,
}: {
  newMatch: boolean;
  saveRef: RefObject<HTMLButtonElement | null>;
  onDefaults(): void;
  onCancel(): void;
}) {
  const s = useMessages().screens.settings;
  return (
    <footer className="scr-modal__footer">
      {newMatch && (
        <p className="scr-modal__note" role="status">
          {s.newMatchNote}
        </p>
      )}
      <div className="scr-modal__actions">
        <button type="button" className="scr-btn scr-btn--ghost scr-modal__defaults" onClick={onDefaults}>
          {s.defaults}
        </button>
        <button type="button" className="scr-btn scr-btn--secondary" onClick={onCancel}>
          {s.cancel}
        </button>
        <button type="submit" className="scr-btn scr-btn--primary" ref={saveRef}>
          {s.save}
        </button>
      </div>
    </footer>
  );
}

/** The props of every game's settings dialog. */
export interface GameSettingsDialogProps<T> {
  open: boolean;
  settings: T;
  /** A match is under way: changing a rule asks before starting a new one. */
  matchInProgress: boolean;
  /** Called with the new settings, then onClose. Not called when nothing changed. */
  onSave(next: T): void;
  onClose(): void;
  /** The computer levels that can be chosen; the others are listed as not available yet. */
  levels?: readonly Level[];
}

/** What tells one game's settings apart when saving. */
/**
 * A game's settings dialog from its panel: nothing while closed, the panel while open (its form starts afresh
 * from the settings each time it opens).
 */
export function settingsDialog<T>(Panel: (props: GameSettingsDialogProps<T>) => ReactNode) {
  return function SettingsDialog(props: GameSettingsDialogProps<T>) {
    if (!props.open) return null;
    return <Panel {...props} />;
  };
}

export interface SettingsFormRules<T> {
  /** Whether going from the settings in use to these needs a new match. */
  changesMatch(settings: T, next: T): boolean;
  sameSettings(a: T, b: T): boolean;
  /** "Keep playing": the draft without the changes that need a new match. */
  keepMatch(draft: T, settings: T): T;
}

export interface SettingsForm<T extends { rules: object }> {
  /** Prefix for the dialog's element ids. */
  id: string;
  draft: T;
  setDraft: Dispatch<SetStateAction<T>>;
  setRule<K extends keyof T['rules']>(key: K, value: T['rules'][K]): void;
  /** Saving the draft starts a new match. */
  newMatch: boolean;
  /** The draft differs from the settings in use. */
  dirty: boolean;
  /** The Back button was pressed with changes not saved: the dialog asks before dropping them. */
  leaving: boolean;
  setLeaving(leaving: boolean): void;
  /** The Back button: closes, or asks first when there are changes not saved. */
  back(): void;
  confirming: boolean;
  setConfirming(confirming: boolean): void;
  titleRef: RefObject<HTMLHeadingElement | null>;
  keepRef: RefObject<HTMLButtonElement | null>;
  saveRef: RefObject<HTMLButtonElement | null>;
  /** Save: asks first when a new match would start. */
  save(): void;
  /** Save the draft, starting a new match if it needs one. */
  startNewMatch(): void;
  keepPlaying(): void;
  onClose(): void;
}

/** A settings dialog's draft and its saving; the focus moves to "Keep playing" when it asks, to Save after. */
export function useSettingsForm<T extends { rules: object }>(
  { settings, matchInProgress, onSave, onClose }: GameSettingsDialogProps<T>,
  { changesMatch, sameSettings, keepMatch }: SettingsFormRules<T>,
): SettingsForm<T> {
  const [draft, setDraft] = useState<T>(settings);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming || leaving) keepRef.current?.focus();
    else if (wasConfirming.current) saveRef.current?.focus();
    wasConfirming.current = confirming || leaving;
  }, [confirming, leaving]);

  const newMatch = matchInProgress && changesMatch(settings, draft);
  const dirty = !sameSettings(draft, settings);

  function commit(next: T) {
    if (!sameSettings(next, settings)) onSave(next);
    onClose();
  }

  return {
    id,
    draft,
    setDraft,
    setRule: (key, value) => setDraft((d) => ({ ...d, rules: { ...d.rules, [key]: value } })),
    newMatch,
    dirty,
    leaving,
    setLeaving,
    back: () => (dirty ? setLeaving(true) : onClose()),
    confirming,
    setConfirming,
    titleRef,
    keepRef,
    saveRef,
    save: () => (newMatch ? setConfirming(true) : commit(draft)),
    startNewMatch: () => commit(draft),
    // "Keep playing": the match and its rules stay; the changes that need no new match are kept.
    keepPlaying: () => commit(keepMatch(draft, settings)),
    onClose,
  };
}

/** The settings dialog around a game's fields: title, introduction, footer, and the "new match?" step. */
export function SettingsModal<T extends { rules: object }>({
  form,
  title,
  intro,
  defaults,
  children,
}: {
  form: SettingsForm<T>;
  title: string;
  intro: string;
  /** What Defaults puts in the draft. */
  defaults: T;
  children: ReactNode;
}) {
  const { id, confirming, setConfirming, leaving, setLeaving, onClose } = form;
  const { confirm, leave } = useMessages().screens.settings;
  const asking = confirming || leaving;
  return (
    <Modal
      className="scr-modal--settings"
      role={asking ? 'alertdialog' : 'dialog'}
      labelledBy={asking ? `${id}-confirm-title` : `${id}-title`}
      describedBy={asking ? `${id}-confirm-text` : `${id}-intro`}
      initialFocus={form.titleRef}
      onClose={confirming ? () => setConfirming(false) : leaving ? () => setLeaving(false) : onClose}
      onBack={asking ? onClose : form.back}
    >
      {leaving ? (
        <SettingsQuestion
          id={id}
          title={leave.title}
          text={leave.text}
          risky={leave.discard}
          safe={leave.stay}
          safeRef={form.keepRef}
          onRisky={onClose}
          onSafe={() => setLeaving(false)}
        />
      ) : confirming ? (
        // "Keep playing" keeps the match and its rules; what each answer does is read before the answers.
        <SettingsQuestion
          id={id}
          title={confirm.title}
          text={confirm.text}
          note={confirm.keepHint}
          risky={confirm.start}
          safe={confirm.keep}
          safeRef={form.keepRef}
          onRisky={form.startNewMatch}
          onSafe={form.keepPlaying}
        />
      ) : (
        <ModalFrame
          id={id}
          title={title}
          intro={intro}
          titleRef={form.titleRef}
          onClose={onClose}
          onSubmit={form.save}
          footer={
            <SettingsFooter
              newMatch={form.newMatch}
              saveRef={form.saveRef}
              onDefaults={() => form.setDraft(defaults)}
              onCancel={onClose}
            />
          }
        >
          {children}
          <LoadBoundary variant="silent">
            <backupSection.Component />
          </LoadBoundary>
        </ModalFrame>
      )}
    </Modal>
  );
}

/** A titled group of settings; `id` names its heading. */
export function SettingsGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="scr-group" aria-labelledby={id}>
      <h3 className="scr-group__title" id={id}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The texts of the computer level choice. */
export interface LevelText {
  label: string;
  hint: string;
  options: Record<Level, { label: string; hint: string }>;
}

/** The computer level; those not in `levels` are listed as not available yet. */
export function LevelChoice<T extends { rules: object; level: Level }>({
  form,
  text,
  levels = LEVELS,
}: {
  form: SettingsForm<T>;
  text: LevelText;
  levels?: readonly Level[];
}) {
  const unavailable = useMessages().screens.settings.level.unavailable;
  const { draft, setDraft } = form;
  return (
    <ChoiceCards
      legend={text.label}
      hint={text.hint}
      options={LEVELS.map((level): Option<Level> => {
        const available = levels.includes(level);
        return {
          value: level,
          label: text.options[level].label,
          hint: available ? text.options[level].hint : unavailable,
          disabled: !available,
        };
      })}
      value={draft.level}
      onChange={(level) => setDraft((x) => ({ ...x, level }))}
    />
  );
}

/**
 * Practice, in both games: the switch, and the computers' open cards, which only a practice match shows
 * (switching Practice off switches them off).
 */
export function PracticeGroup<T extends { rules: object; practice: boolean; showCards: boolean }>({
  form,
}: {
  form: SettingsForm<T>;
}) {
  const p = useMessages().practice.settings;
  const { id, draft, setDraft } = form;
  return (
    <SettingsGroup id={`${id}-g-practice`} title={p.group}>
      <Switch
        label={p.practice.label}
        hint={p.practice.hint}
        checked={draft.practice}
        onChange={(practice) => setDraft((x) => ({ ...x, practice, showCards: practice && x.showCards }))}
      />
      <Switch
        label={p.showCards.label}
        hint={draft.practice ? p.showCards.hint : p.showCards.unavailable}
        checked={draft.practice && draft.showCards}
        disabled={!draft.practice}
        onChange={(showCards) => setDraft((x) => ({ ...x, showCards }))}
      />
    </SettingsGroup>
  );
}

/** The texts of the card faces choice. */
export interface FacesText {
  label: string;
  hint: string;
  options: Record<Faces, { label: string; hint: string }>;
}

/** The group with the card faces (each with a few cards as a preview), speed, sound and language. */
export function LookGroup<T extends { rules: object; faces: Faces; speed: Speed }>({
  form,
  title,
  facesText,
  faces,
  preview,
}: {
  form: SettingsForm<T>;
  title: string;
  facesText: FacesText;
  /** The faces in the order shown. */
  faces: readonly Faces[];
  preview: Card[];
}) {
  const speed = useMessages().screens.settings.speed;
  const { id, draft, setDraft } = form;
  return (
    <SettingsGroup id={`${id}-g-look`} title={title}>
      <ChoiceCards
        legend={facesText.label}
        hint={facesText.hint}
        options={faces.map((value) => ({
          value,
          label: facesText.options[value].label,
          hint: facesText.options[value].hint,
          extra: <MiniHand cards={preview} faces={value} size="sm" />,
        }))}
        value={draft.faces}
        onChange={(value) => setDraft((x) => ({ ...x, faces: value }))}
      />
      <Segmented
        legend={speed.label}
        hint={speed.hint}
        options={SPEEDS.map((value) => ({ value, label: speed.options[value] }))}
        value={draft.speed}
        onChange={(value) => setDraft((x) => ({ ...x, speed: value }))}
      />
      <SoundSwitch />
      <LanguageField />
    </SettingsGroup>
  );
}
