// The sound switch for a settings dialog. It takes effect at once and is remembered on its own (it is not part
// of a game's settings, so Cancel in the dialog does not undo it).
import { Switch } from '../shared/controls';
import { useStatsText } from '../stats/text';
import { setSoundOn, useSoundOn } from './setting';

export function SoundSwitch() {
  const s = useStatsText().sound;
  return <Switch label={s.label} hint={s.hint} checked={useSoundOn()} onChange={setSoundOn} />;
}
