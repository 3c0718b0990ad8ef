import { PONG, type PongState, playerWonPong, pongRules, pongTargetPoints } from '@sappis/shared/arcade/pong';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ArcadeGame } from './arcade-game.tsx';
import { drawPong } from './draw.ts';

const describePong = (state: PongState) => `Du ${state.playerPoints} – Datorn ${state.computerPoints}`;
const pongVerdict = (state: PongState) => (playerWonPong(state) ? 'Du vann!' : 'Datorn vann.');

/** /pong.html: Pong against the computer, first to 5 points (or ?poang=N, 1-21, for a shorter or longer game). */
export function PongPage() {
  const [params] = useSearchParams();
  const wish = params.get('poang');
  const targetPoints = pongTargetPoints(wish === null ? undefined : Number(wish));
  const options = useMemo(() => ({ targetPoints }), [targetPoints]);
  return (
    <ArcadeGame
      key={targetPoints}
      game="pong"
      rules={pongRules}
      options={options}
      width={PONG.width}
      height={PONG.height}
      draw={drawPong}
      describe={describePong}
      verdict={pongVerdict}
      description={`Först till ${targetPoints} poäng mot datorn. 100 poäng per vunnen boll, 10 per retur.`}
      help="Styr det vänstra racketet med W och S eller pil upp och pil ned."
    />
  );
}
