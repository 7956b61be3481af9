// Which face a computer player wears: chosen from the player's name alone, so the same name always has the
// same face, in every match and on every device. Pure; Avatar.tsx draws the parts.

export const SKINS = ['#f8d9c4', '#eec39a', '#d9a066', '#b97a4a', '#8d5524', '#5c3a21'] as const;
export const HAIR_COLOURS = [
  '#2b1d14',
  '#5a3825',
  '#8b5a2b',
  '#c68642',
  '#e3bb5e',
  '#a3a3a3',
  '#b0432a',
] as const;
export const HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'ponytail', 'bob', 'spiky'] as const;
/** Most players wear nothing on their head. */
export const HEADWEAR = ['none', 'none', 'none', 'cap', 'beanie', 'hat'] as const;
export const GLASSES = ['none', 'none', 'round', 'square'] as const;
export const SHIRTS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#db2777'] as const;
export const HATS = ['#dc2626', '#1e3a8a', '#15803d', '#7c2d12', '#0f172a'] as const;
export const BACKDROPS = ['#fde68a', '#bfdbfe', '#fecaca', '#bbf7d0', '#e9d5ff', '#fed7aa'] as const;

export interface AvatarParts {
  skin: (typeof SKINS)[number];
  hairColour: (typeof HAIR_COLOURS)[number];
  hairStyle: (typeof HAIR_STYLES)[number];
  headwear: (typeof HEADWEAR)[number];
  glasses: (typeof GLASSES)[number];
  shirt: (typeof SHIRTS)[number];
  hat: (typeof HATS)[number];
  backdrop: (typeof BACKDROPS)[number];
}

/** FNV-1a over the name's UTF-16 units, then murmur3's finaliser, so that similar names spread apart. */
export function nameHash(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The face of the player called `name` (spaces around it and letter case do not count). */
export function avatarOf(name: string): AvatarParts {
  let rest = nameHash(name.trim().toLowerCase());
  const pick = <T>(parts: readonly T[]): T => {
    const part = parts[rest % parts.length];
    rest = Math.floor(rest / parts.length);
    return part;
  };
  return {
    hairStyle: pick(HAIR_STYLES),
    skin: pick(SKINS),
    shirt: pick(SHIRTS),
    hairColour: pick(HAIR_COLOURS),
    headwear: pick(HEADWEAR),
    glasses: pick(GLASSES),
    backdrop: pick(BACKDROPS),
    hat: pick(HATS),
  };
}
