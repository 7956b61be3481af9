// Short synthesized sounds for the table: the engine, the remembered on/off switch and the store subscriber.
export { createSound, type AudioContextLike, type Sound, type SoundOptions } from './engine';
export { loadSoundReaders, SOUND_GAP, soundsFor, startSoundEffects } from './effects';
export {
  createSoundSetting,
  setSoundOn,
  SOUND_KEY,
  soundSetting,
  useSoundOn,
  type SoundSetting,
  type SoundSettingApi,
} from './setting';
export { RECIPES, SOUNDS, type SoundName } from './sounds';
