import { useEffect, useId, useRef, useState } from 'react';
import { SUITS, type Card } from '../../engine/cards';
import { format, useMessages } from '../i18n';
import { ChoiceCards, CloseButton, Segmented, Switch, type Option } from './controls';
import { MiniHand } from './MiniCard';
import { LanguageField } from './LanguageField';
import { SoundSwitch } from '../sound/SoundSwitch';
import { Modal } from './Modal';
import { SettingsConfirm, SettingsFooter } from './SettingsParts';
import {
  changesMatch,
  DEFAULT_SCHWIMMEN_SETTINGS,
  FACES,
  LEVELS,
  MAX_LIVES,
  MAX_OPPONENTS,
  MIN_LIVES,
  MIN_OPPONENTS,
  sameSettings,
  SPEEDS,
  type Level,
  type SchwimmenSettings,
} from './settings';
import './screens.css';

export interface SettingsDialogProps {
  open: boolean;
  settings: SchwimmenSettings;
  /** A match is under way: changing a rule (or the number of opponents) asks before starting a new one. */
  matchInProgress: boolean;
  /** Called with the new settings, then onClose. Not called when nothing changed. */
  onSave(next: SchwimmenSettings): void;
  onClose(): void;
  /** The computer levels that can be chosen; the others are listed as not available yet. */
  levels?: readonly Level[];
}

export function SettingsDialog(props: SettingsDialogProps) {
  if (!props.open) return null;
  return <SettingsPanel {...props} />;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const FACE_PREVIEW: Card[] = ['Ac', 'Ks', 'Qh', '9d'];

function SettingsPanel({ settings, matchInProgress, onSave, onClose, levels = LEVELS }: SettingsDialogProps) {
  const t = useMessages();
  const s = t.screens.settings;
  const [draft, setDraft] = useState<SchwimmenSettings>(settings);
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

  const newMatch = matchInProgress && changesMatch(settings, draft);
  const rules = draft.rules;
  const setRule = <K extends keyof SchwimmenSettings['rules']>(
    key: K,
    value: SchwimmenSettings['rules'][K],
  ) => setDraft((d) => ({ ...d, rules: { ...d.rules, [key]: value } }));

  function commit(next: SchwimmenSettings) {
    if (!sameSettings(next, settings)) onSave(next);
    onClose();
  }

  function save() {
    if (newMatch) setConfirming(true);
    else commit(draft);
  }

  // "Keep playing": the match and its rules stay; the changes that need no new match are kept.
  function keepPlaying() {
    commit({ ...draft, opponents: settings.opponents, rules: settings.rules });
  }

  const suitNames = t.cards[draft.faces].suits;
  const [a, b, c, d] = SUITS.map((suit) => suitNames[suit]);
  const levelOptions: Option<Level>[] = LEVELS.map((level) => {
    const available = levels.includes(level);
    return {
      value: level,
      label: s.level.options[level].label,
      hint: available ? s.level.options[level].hint : s.level.unavailable,
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

            <section className="scr-group" aria-labelledby={`${id}-g-table`}>
              <h3 className="scr-group__title" id={`${id}-g-table`}>
                {s.groups.table}
              </h3>
              <Segmented
                legend={s.opponents.label}
                hint={s.opponents.hint}
                options={range(MIN_OPPONENTS, MAX_OPPONENTS).map((n) => ({ value: n, label: String(n) }))}
                value={draft.opponents}
                onChange={(opponents) => setDraft((x) => ({ ...x, opponents }))}
              />
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
                legend={s.lives.label}
                hint={s.lives.hint}
                options={range(MIN_LIVES, MAX_LIVES).map((n) => ({ value: n, label: String(n) }))}
                value={rules.lives}
                onChange={(lives) => setRule('lives', lives)}
              />
              <Switch
                label={s.feuer.label}
                hint={s.feuer.hint}
                checked={rules.feuer}
                onChange={(v) => setRule('feuer', v)}
              />
              <Switch
                label={s.threeOfAKind.label}
                hint={s.threeOfAKind.hint}
                checked={rules.threeOfAKind}
                onChange={(v) => setRule('threeOfAKind', v)}
              />
              <Switch
                label={s.knockInFirstRound.label}
                hint={s.knockInFirstRound.hint}
                checked={rules.knockInFirstRound}
                onChange={(v) => setRule('knockInFirstRound', v)}
              />
              <ChoiceCards
                legend={s.tieBreak.label}
                hint={s.tieBreak.hint}
                columns={1}
                options={[
                  { value: 'none', label: s.tieBreak.options.none.label, hint: s.tieBreak.options.none.hint },
                  {
                    value: 'skat',
                    label: s.tieBreak.options.skat.label,
                    hint: format(s.tieBreak.options.skat.hint, {
                      order: format(s.suitOrder, { a, b, c, d }),
                    }),
                  },
                ]}
                value={rules.tieBreak}
                onChange={(tieBreak) => setRule('tieBreak', tieBreak)}
              />
            </section>

            <section className="scr-group" aria-labelledby={`${id}-g-look`}>
              <h3 className="scr-group__title" id={`${id}-g-look`}>
                {s.groups.look}
              </h3>
              <ChoiceCards
                legend={s.faces.label}
                hint={s.faces.hint}
                options={FACES.map((faces) => ({
                  value: faces,
                  label: s.faces.options[faces].label,
                  hint: s.faces.options[faces].hint,
                  extra: <MiniHand cards={FACE_PREVIEW} faces={faces} size="sm" />,
                }))}
                value={draft.faces}
                onChange={(faces) => setDraft((x) => ({ ...x, faces }))}
              />
              <Segmented
                legend={s.speed.label}
                hint={s.speed.hint}
                options={SPEEDS.map((speed) => ({ value: speed, label: s.speed.options[speed] }))}
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
            onDefaults={() => setDraft(DEFAULT_SCHWIMMEN_SETTINGS)}
            onCancel={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
