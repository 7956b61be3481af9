// Schnapsen's settings, built from the same pieces as the Schwimmen dialog (SettingsParts, Segmented,
// Switch): computer level, the rule options, automatic claim, showing the points, card faces and speed.
// Changing a rule during a match asks first, as there.
import type { Card } from '../../engine/cards';
import { format, useMessages } from '../i18n';
import { Segmented, Switch } from '../shared/controls';
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
  BUMMERL_SIZES,
  changesSchnapsenMatch,
  DEFAULT_SCHNAPSEN_SETTINGS,
  sameSchnapsenSettings,
  type Faces,
  type SchnapsenSettings,
} from './settings';
import '../shared/screens.css';

export type SchnapsenSettingsDialogProps = GameSettingsDialogProps<SchnapsenSettings>;

export const SchnapsenSettingsDialog = settingsDialog(SettingsPanel);

const FACE_ORDER: readonly Faces[] = ['german', 'french'];
const FACE_PREVIEW: Card[] = ['Ah', 'Td', 'Kc', 'Js'];

function SettingsPanel(props: SchnapsenSettingsDialogProps) {
  const t = useMessages();
  const s = t.schnapsen.settings;
  const form = useSettingsForm(props, {
    changesMatch: changesSchnapsenMatch,
    sameSettings: sameSchnapsenSettings,
    keepMatch: (draft, settings) => ({ ...draft, rules: settings.rules }),
  });
  const { id, draft, setDraft, setRule } = form;

  return (
    <SettingsModal form={form} title={s.title} intro={s.intro} defaults={DEFAULT_SCHNAPSEN_SETTINGS}>
      <SettingsGroup id={`${id}-g-opponent`} title={s.groups.opponent}>
        <LevelChoice form={form} text={s.level} levels={props.levels} />
      </SettingsGroup>

      <SettingsGroup id={`${id}-g-rules`} title={s.groups.rules}>
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
      </SettingsGroup>

      <SettingsGroup id={`${id}-g-play`} title={s.groups.play}>
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
      </SettingsGroup>

      <PracticeGroup form={form} />

      <LookGroup
        form={form}
        title={s.groups.look}
        facesText={s.faces}
        faces={FACE_ORDER}
        preview={FACE_PREVIEW}
      />
    </SettingsModal>
  );
}
