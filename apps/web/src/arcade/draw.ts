import { PONG, type PongState } from '@sappis/shared/arcade/pong';
import { pipeRects, SAPPYBIRD, type SappybirdState } from '@sappis/shared/arcade/sappybird';
import { busRect, itemRect, SAPPYBUSS, type SappybussState } from '@sappis/shared/arcade/sappybuss';

const NIGHT = '#0f172a';
const LIGHT = '#f8fafc';
const ACCENT = '#38bdf8';

/** Pong: the field, the centre line, both paddles, the ball and the points. */
export function drawPong(context: CanvasRenderingContext2D, state: PongState) {
  context.fillStyle = NIGHT;
  context.fillRect(0, 0, PONG.width, PONG.height);
  context.fillStyle = '#334155';
  for (let y = 0; y < PONG.height; y += 30) context.fillRect(PONG.width / 2 - 2, y, 4, 16);
  context.fillStyle = '#94a3b8';
  context.font = '48px ui-monospace, monospace';
  context.textAlign = 'center';
  context.fillText(String(state.playerPoints), PONG.width / 4, 64);
  context.fillText(String(state.computerPoints), (PONG.width * 3) / 4, 64);
  context.fillStyle = ACCENT;
  context.fillRect(PONG.paddleInset, state.playerY, PONG.paddleWidth, PONG.paddleHeight);
  context.fillStyle = LIGHT;
  context.fillRect(
    PONG.width - PONG.paddleInset - PONG.paddleWidth,
    state.computerY,
    PONG.paddleWidth,
    PONG.paddleHeight,
  );
  context.fillRect(state.ball.x, state.ball.y, PONG.ball, PONG.ball);
}

/** Sappybird: the sky, the pipes, the ground and the bird. */
export function drawSappybird(context: CanvasRenderingContext2D, state: SappybirdState) {
  context.fillStyle = '#7dd3fc';
  context.fillRect(0, 0, SAPPYBIRD.width, SAPPYBIRD.height);
  context.fillStyle = '#16a34a';
  for (const pipe of state.pipes) {
    for (const rect of pipeRects(pipe)) context.fillRect(rect.x, rect.y, rect.width, rect.height);
  }
  context.fillStyle = '#a16207';
  context.fillRect(0, SAPPYBIRD.height - 6, SAPPYBIRD.width, 6);
  const size = SAPPYBIRD.birdSize;
  context.fillStyle = state.crashed ? '#dc2626' : '#facc15';
  context.beginPath();
  context.arc(SAPPYBIRD.birdX + size / 2, state.birdY + size / 2, size / 2, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = NIGHT;
  context.fillRect(SAPPYBIRD.birdX + size * 0.6, state.birdY + size * 0.3, 4, 4);
  context.fillStyle = NIGHT;
  context.font = 'bold 40px ui-sans-serif, sans-serif';
  context.textAlign = 'center';
  context.fillText(String(state.points), SAPPYBIRD.width / 2, 56);
}

/** Sappybuss: the road with its lanes, road works, waiting passengers and the bus. */
export function drawSappybuss(context: CanvasRenderingContext2D, state: SappybussState) {
  context.fillStyle = '#334155';
  context.fillRect(0, 0, SAPPYBUSS.width, SAPPYBUSS.height);
  context.fillStyle = LIGHT;
  const laneWidth = SAPPYBUSS.width / SAPPYBUSS.lanes;
  for (let lane = 1; lane < SAPPYBUSS.lanes; lane += 1) {
    for (let y = 0; y < SAPPYBUSS.height; y += 40) context.fillRect(lane * laneWidth - 2, y, 4, 20);
  }
  for (const item of state.items) {
    const rect = itemRect(item);
    if (item.kind === 'obstacle') {
      context.fillStyle = '#f97316';
      context.beginPath();
      context.moveTo(rect.x + rect.width / 2, rect.y);
      context.lineTo(rect.x + rect.width, rect.y + rect.height);
      context.lineTo(rect.x, rect.y + rect.height);
      context.closePath();
      context.fill();
    } else {
      context.fillStyle = '#22c55e';
      context.beginPath();
      context.arc(rect.x + rect.width / 2, rect.y + 14, 12, 0, Math.PI * 2);
      context.fill();
      context.fillRect(rect.x + rect.width / 2 - 12, rect.y + 28, 24, 28);
    }
  }
  const bus = busRect(state.lane);
  context.fillStyle = state.crashed ? '#dc2626' : '#e11d48';
  context.fillRect(bus.x, bus.y, bus.width, bus.height);
  context.fillStyle = '#bae6fd';
  context.fillRect(bus.x + 8, bus.y + 8, bus.width - 16, 22);
  for (let y = bus.y + 40; y < bus.y + bus.height - 12; y += 22) {
    context.fillRect(bus.x + 6, y, 10, 14);
    context.fillRect(bus.x + bus.width - 16, y, 10, 14);
  }
}
