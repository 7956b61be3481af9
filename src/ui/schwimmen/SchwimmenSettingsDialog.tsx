import { SUITS, type Card } from '../../engine/cards';
import { format, useMessages } from '../i18n';
import { ChoiceCards, Segmented, Switch } from '../shared/controls';
import {
  LevelChoice,
  LookGroup,
  PracticeGroup,
  SettingsGroup,
  SettingsModal,
  settingsDialog,
  useSettingsForm,
  type GameSettingsDialogProps,
} from '../shared/SettingsParts';
import {
  changesSchwimmenMatch,
  DEFAULT_SCHWIMMEN_SETTINGS,
  FACES,
  MAX_LIVES,
  MAX_OPPONENTS,
  MIN_LIVES,
  MIN_OPPONENTS,
  sameSchwimmenSettings,
  type SchwimmenSettings,
} from './settings';
import '../shared/screens.css';

/** `matchInProgress`: changing a rule (or the number of opponents) asks before starting a new match. */
export type SchwimmenSettingsDialogProps = GameSettingsDialogProps<SchwimmenSettings>;

export const SchwimmenSettingsDialog = settingsDialog(SettingsPanel);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const FACE_PREVIEW: Card[] = ['Ac', 'Ks', 'Qh', '9d'];
/** The rules that are on or off, each a switch, in this order. */
const SWITCHED_RULES = ['feuer', 'threeOfAKind', 'knockInFirstRound', 'knockWithSwap'] as const;

function SettingsPanel(props: SchwimmenSettingsDialogProps) {
  const t = useMessages();
  const s = t.screens.settings;
  const form = useSettingsForm(props, {
    changesMatch: changesSchwimmenMatch,
    sameSettings: sameSchwimmenSettings,
    // "Keep playing" keeps the number of opponents too: changing it needs a new match.
    keepMatch: (draft, settings) => ({ ...draft, opponents: settings.opponents, rules: settings.rules }),
  });
  const { id, draft, setDraft, setRule } = form;
  const rules = draft.rules;

  const suitNames = t.cards[draft.faces].suits;
  const [a, b, c, d] = SUITS.map((suit) => suitNames[suit]);

  return (
    <SettingsModal form={form} title={s.title} intro={s.intro} defaults={DEFAULT_SCHWIMMEN_SETTINGS}>
      <SettingsGroup id={`${id}-g-table`} title={s.groups.table}>
        <Segmented
          legend={s.opponents.label}
          hint={s.opponents.hint}
          options={range(MIN_OPPONENTS, MAX_OPPONENTS).map((n) => ({ value: n, label: String(n) }))}
          value={draft.opponents}
          onChange={(opponents) => setDraft((x) => ({ ...x, opponents }))}
        />
        <LevelChoice form={form} text={s.level} levels={props.levels} />
      </SettingsGroup>

      <SettingsGroup id={`${id}-g-rules`} title={s.groups.rules}>
        <Segmented
          legend={s.lives.label}
          hint={s.lives.hint}
          options={range(MIN_LIVES, MAX_LIVES).map((n) => ({ value: n, label: String(n) }))}
          value={rules.lives}
          onChange={(lives) => setRule('lives', lives)}
        />
        {SWITCHED_RULES.map((rule) => (
          <Switch
            key={rule}
            label={s[rule].label}
            hint={s[rule].hint}
            checked={rules[rule]}
            onChange={(v) => setRule(rule, v)}
          />
        ))}
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
      </SettingsGroup>

      <PracticeGroup form={form} />

      <LookGroup form={form} title={s.groups.look} facesText={s.faces} faces={FACES} preview={FACE_PREVIEW} />
    </SettingsModal>
  );
}
