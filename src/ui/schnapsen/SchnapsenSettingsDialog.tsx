// Schnapsen's settings, built from the same pieces as the Schwimmen dialog (Modal, Segmented, ChoiceCards,
// Switch): computer level, the rule options, automatic claim, showing the points, card faces and speed.
// Changing a rule during a match asks first, as there.
import { useEffect, useId, useRef, useState } from 'react';
import type { Card } from '../../engine/cards';
import { format, useMessages } from '../i18n';
import { ChoiceCards, CloseButton, Segmented, Switch, type Option } from '../screens/controls';
import { LanguageField } from '../screens/LanguageField';
import { SoundSwitch } from '../sound/SoundSwitch';
import { MiniHand } from '../screens/MiniCard';
import { Modal } from '../screens/Modal';
import { SettingsConfirm, SettingsFooter } from '../screens/SettingsParts';
import {
  BUMMERL_SIZES,
  changesSchnapsenMatch,
  DEFAULT_SCHNAPSEN_SETTINGS,
  LEVELS,
  sameSchnapsenSettings,
  SPEEDS,
  type Faces,
  type Level,
  type SchnapsenSettings,
} from './settings';
import '../screens/screens.css';

export interface SchnapsenSettingsDialogProps {
  open: boolean;
  settings: SchnapsenSettings;
  /** A match is under way: changing a rule asks before starting a new one. */
  matchInProgress: boolean;
  /** Called with the new settings, then onClose. Not called when nothing changed. */
  onSave(next: SchnapsenSettings): void;
  onClose(): void;
  /** The computer levels that can be chosen; the others are listed as not available yet. */
  levels?: readonly Level[];
}

export function SchnapsenSettingsDialog(props: SchnapsenSettingsDialogProps) {
  if (!props.open) return null;
  return <SettingsPanel {...props} />;
}

const FACE_ORDER: readonly Faces[] = ['german', 'french'];
const FACE_PREVIEW: Card[] = ['Ah', 'Td', 'Kc', 'Js'];

function SettingsPanel({
  settings,
  matchInProgress,
  onSave,
  onClose,
  levels = LEVELS,
}: SchnapsenSettingsDialogProps) {
  const t = useMessages();
  const common = t.screens.settings;
  const s = t.schnapsen.settings;
  const [draft, setDraft] = useState<SchnapsenSettings>(settings);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) saveRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const newMatch = matchInProgress && changesSchnapsenMatch(settings, draft);
  const setRule = <K extends keyof SchnapsenSettings['rules']>(
    key: K,
    value: SchnapsenSettings['rules'][K],
  ) => setDraft((d) => ({ ...d, rules: { ...d.rules, [key]: value } }));

  function commit(next: SchnapsenSettings) {
    if (!sameSchnapsenSettings(next, settings)) onSave(next);
    onClose();
  }

  function save() {
    if (newMatch) setConfirming(true);
    else commit(draft);
  }

  // "Keep playing": the match and its rules stay; the changes that need no new match are kept.
  function keepPlaying() {
    commit({ ...draft, rules: settings.rules });
  }

  const levelOptions: Option<Level>[] = LEVELS.map((level) => {
    const available = levels.includes(level);
    return {
      value: level,
      label: s.level.options[level].label,
      hint: available ? s.level.options[level].hint : common.level.unavailable,
      disabled: !available,
    };
  });

  return (
    <Modal
      className="scr-modal--settings"
      role={confirming ? 'alertdialog' : 'dialog'}
      labelledBy={confirming ? `${id}-confirm-title` : `${id}-title`}
      describedBy={confirming ? `${id}-confirm-text` : `${id}-intro`}
      initialFocus={titleRef}
      onClose={confirming ? () => setConfirming(false) : onClose}
    >
      {confirming ? (
        <SettingsConfirm
          titleId={`${id}-confirm-title`}
          textId={`${id}-confirm-text`}
          keepRef={keepRef}
          onStart={() => commit(draft)}
          onKeep={keepPlaying}
        />
      ) : (
        <form
          className="scr-modal__frame"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <header className="scr-modal__header">
            <h2 className="scr-modal__title" id={`${id}-title`} tabIndex={-1} ref={titleRef}>
              {s.title}
            </h2>
            <CloseButton label={t.screens.common.close} onClick={onClose} />
          </header>
          <div className="scr-modal__body">
            <p className="scr-modal__intro" id={`${id}-intro`}>
              {s.intro}
            </p>

            <section className="scr-group" aria-labelledby={`${id}-g-opponent`}>
              <h3 className="scr-group__title" id={`${id}-g-opponent`}>
                {s.groups.opponent}
              </h3>
              <ChoiceCards
                legend={s.level.label}
                hint={s.level.hint}
                options={levelOptions}
                value={draft.level}
                onChange={(level) => setDraft((x) => ({ ...x, level }))}
              />
            </section>

            <section className="scr-group" aria-labelledby={`${id}-g-rules`}>
              <h3 className="scr-group__title" id={`${id}-g-rules`}>
                {s.groups.rules}
              </h3>
              <Segmented
                legend={s.bummerl.label}
                hint={s.bummerl.hint}
                options={BUMMERL_SIZES.map((n) => ({
                  value: n,
                  label: format(s.bummerl.option, { count: n }),
                }))}
                value={draft.rules.bummerl}
                onChange={(bummerl) => setRule('bummerl', bummerl)}
              />
              <Switch
                label={s.exchangeWithOneLeft.label}
                hint={s.exchangeWithOneLeft.hint}
                checked={draft.rules.exchangeWithOneLeft}
                onChange={(v) => setRule('exchangeWithOneLeft', v)}
              />
            </section>

            <section className="scr-group" aria-labelledby={`${id}-g-play`}>
              <h3 className="scr-group__title" id={`${id}-g-play`}>
                {s.groups.play}
              </h3>
              <Switch
                label={s.autoClaim.label}
                hint={s.autoClaim.hint}
                checked={draft.autoClaim}
                onChange={(autoClaim) => setDraft((x) => ({ ...x, autoClaim }))}
              />
              <Switch
                label={s.showPoints.label}
                hint={s.showPoints.hint}
                checked={draft.showPoints}
                onChange={(showPoints) => setDraft((x) => ({ ...x, showPoints }))}
              />
            </section>

            <section className="scr-group" aria-labelledby={`${id}-g-look`}>
              <h3 className="scr-group__title" id={`${id}-g-look`}>
                {s.groups.look}
              </h3>
              <ChoiceCards
                legend={s.faces.label}
                hint={s.faces.hint}
                options={FACE_ORDER.map((faces) => ({
                  value: faces,
                  label: s.faces.options[faces].label,
                  hint: s.faces.options[faces].hint,
                  extra: <MiniHand cards={FACE_PREVIEW} faces={faces} size="sm" />,
                }))}
                value={draft.faces}
                onChange={(faces) => setDraft((x) => ({ ...x, faces }))}
              />
              <Segmented
                legend={common.speed.label}
                hint={common.speed.hint}
                options={SPEEDS.map((speed) => ({ value: speed, label: common.speed.options[speed] }))}
                value={draft.speed}
                onChange={(speed) => setDraft((x) => ({ ...x, speed }))}
              />
              <SoundSwitch />
              <LanguageField />
            </section>
          </div>
          <SettingsFooter
            newMatch={newMatch}
            saveRef={saveRef}
            onDefaults={() => setDraft(DEFAULT_SCHNAPSEN_SETTINGS)}
            onCancel={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
