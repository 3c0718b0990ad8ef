import { SAPPYBUSS, type SappybussState, sappybussRules } from '@sappis/shared/arcade/sappybuss';
import { ArcadeGame } from './arcade-game.tsx';
import { drawSappybuss } from './draw.ts';

const describeBus = (state: SappybussState) => `Poäng: ${state.points} · Passagerare: ${state.passengers}`;
const busVerdict = (state: SappybussState) => `Bussen krockade efter ${state.passengers} passagerare.`;
const NO_OPTIONS = undefined;

/** /sappybuss.html: drive the bus between the lanes, pick up passengers, keep clear of the road works. */
export function SappybussPage() {
  return (
    <ArcadeGame
      game="sappybuss"
      rules={sappybussRules}
      options={NO_OPTIONS}
      width={SAPPYBUSS.width}
      height={SAPPYBUSS.height}
      draw={drawSappybuss}
      describe={describeBus}
      verdict={busVerdict}
      description="Kör bussen mellan filerna, plocka upp passagerare (10 poäng) och undvik vägarbetena (1 poäng per passerat)."
      help="Byt fil med pil vänster och pil höger (eller A och D)."
    />
  );
}
