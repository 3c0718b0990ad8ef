import { SAPPYBIRD, type SappybirdState, sappybirdRules } from '@sappis/shared/arcade/sappybird';
import { ArcadeGame } from './arcade-game.tsx';
import { drawSappybird } from './draw.ts';

const describeBird = (state: SappybirdState) => `Poäng: ${state.points}`;
const birdVerdict = (state: SappybirdState) => `Du tog dig genom ${state.points} hinder.`;
const NO_OPTIONS = undefined;

/** /sappybird.html: flap through the gaps between the pipes; one point per gap. */
export function SappybirdPage() {
  return (
    <ArcadeGame
      game="sappybird"
      rules={sappybirdRules}
      options={NO_OPTIONS}
      width={SAPPYBIRD.width}
      height={SAPPYBIRD.height}
      draw={drawSappybird}
      describe={describeBird}
      verdict={birdVerdict}
      description="Flaxa genom öppningarna mellan rören. En poäng per öppning."
      help="Flaxa med mellanslag eller pil upp."
    />
  );
}
