export { CardRef } from './CardRef';
export { Card, CardBack, CardFace, type CardProps, type CardSize } from './Card';
export { FACES, cardIndexLabel, cardName, cardText, isRed, type Faces } from './names';
export { Pip, SuitIcon } from './pips';
