import {
  ARCADE_GAME_NAMES,
  ARCADE_KEY_MAP,
  type ArcadeGame as ArcadeGameKey,
  type ArcadeKey,
  advance,
  type GameRules,
  PAUSE_KEYS,
} from '@sappis/shared/arcade/arcade-rules';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { HighScoreList } from './high-score-list.tsx';

export type GameStatus = 'ready' | 'playing' | 'paused' | 'over';

export interface ArcadeGameProps<State, Options> {
  game: ArcadeGameKey;
  rules: GameRules<State, Options>;
  options: Options;
  width: number;
  height: number;
  /** Paints a state on the canvas (game units; the canvas is width x height). */
  draw: (context: CanvasRenderingContext2D, state: State) => void;
  /** The score line read out to screen readers and shown above the game, e.g. 'Du 2 – Datorn 1'. */
  describe: (state: State) => string;
  /** The text when a game is over, e.g. 'Du vann!'. */
  verdict: (state: State) => string;
  /** How to play, shown beside the game. */
  help: ReactNode;
  /** Under the title, e.g. 'Först till 5 poäng'. */
  description: string;
}

interface Submitted {
  score: number;
  requestId: string;
  playedMs: number;
}

/**
 * One arcade game on a canvas: a start button, a game loop on requestAnimationFrame that steps the game's
 * pure rules, pause with P or Esc (and when the game loses focus), the result sent to the high-score list
 * when the game is over. The loop stops when the page closes.
 */
export function ArcadeGame<State, Options>(props: ArcadeGameProps<State, Options>) {
  const { game, rules, options, width, height, draw, describe, verdict } = props;
  const utils = trpc.useUtils();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const stateRef = useRef<State>(rules.create(options, 1));
  const held = useRef(new Set<ArcadeKey>());
  const pressed = useRef(new Set<ArcadeKey>());
  const playedMs = useRef(0);
  const [status, setStatus] = useState<GameStatus>('ready');
  const [line, setLine] = useState(() => describe(stateRef.current));
  const [outcome, setOutcome] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  const submit = trpc.arcade.submitScore.useMutation({
    onSuccess: () => void utils.arcade.highScores.invalidate({ game }),
  });
  const send = submit.mutate;
  const sendResult = useCallback(
    (result: Submitted) =>
      send({ requestId: result.requestId, game, score: result.score, playedMs: result.playedMs }),
    [send, game],
  );

  const paint = useCallback(() => {
    const context = canvasRef.current?.getContext('2d');
    if (context) draw(context, stateRef.current);
  }, [draw]);

  useEffect(() => {
    paint();
  }, [paint]);

  // The game loop: runs while playing, stops on pause, game over and when the page closes.
  useEffect(() => {
    if (status !== 'playing') return;
    let frame = 0;
    let last: number | null = null;
    const tick = (time: number) => {
      const dt = last === null ? 0 : time - last;
      last = time;
      const input = { held: new Set(held.current), pressed: new Set(pressed.current) };
      pressed.current.clear();
      stateRef.current = advance(rules, stateRef.current, input, dt);
      playedMs.current += Math.min(dt, 250);
      paint();
      setLine(describe(stateRef.current));
      if (rules.isOver(stateRef.current)) {
        const result = {
          score: rules.score(stateRef.current),
          requestId: crypto.randomUUID(),
          playedMs: Math.max(Math.round(playedMs.current), 500),
        };
        setOutcome(verdict(stateRef.current));
        setSubmitted(result);
        setStatus('over');
        sendResult(result);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [status, rules, paint, describe, verdict, sendResult]);

  // Back to the start button when a game ends, so Enter plays again.
  useEffect(() => {
    if (status === 'over' || status === 'ready') startRef.current?.focus({ preventScroll: true });
  }, [status]);

  const start = () => {
    stateRef.current = rules.create(options, Math.floor(Math.random() * 2 ** 31));
    held.current.clear();
    pressed.current.clear();
    playedMs.current = 0;
    submit.reset();
    setSubmitted(null);
    setOutcome(null);
    setLine(describe(stateRef.current));
    paint();
    setStatus('playing');
    areaRef.current?.focus({ preventScroll: true });
  };

  const togglePause = () => {
    if (status === 'playing') setStatus('paused');
    if (status === 'paused') {
      setStatus('playing');
      areaRef.current?.focus({ preventScroll: true });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (PAUSE_KEYS.includes(event.key) && (status === 'playing' || status === 'paused')) {
      event.preventDefault();
      togglePause();
      return;
    }
    const key = ARCADE_KEY_MAP[event.key];
    if (key === undefined || status !== 'playing') return;
    // Arrow keys and space play the game here instead of scrolling the page.
    event.preventDefault();
    if (!event.repeat) pressed.current.add(key);
    held.current.add(key);
  };
  const onKeyUp = (event: KeyboardEvent) => {
    const key = ARCADE_KEY_MAP[event.key];
    if (key !== undefined) held.current.delete(key);
  };

  const name = ARCADE_GAME_NAMES[game];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader title={name} description={props.description} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="flex flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium tabular-nums" aria-live="polite" data-testid="arcade-score">
              {line}
            </p>
            <div className="flex gap-2">
              {(status === 'playing' || status === 'paused') && (
                <Button
                  variant="outline"
                  size="sm"
                  // A click keeps the focus in the game (else the blur would pause it first).
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={togglePause}
                >
                  {status === 'paused' ? 'Fortsätt' : 'Pausa'}
                </Button>
              )}
              {(status === 'ready' || status === 'over') && (
                <Button ref={startRef} size="sm" onClick={start}>
                  {status === 'over' ? 'Spela igen' : 'Starta'}
                </Button>
              )}
            </div>
          </div>
          <div
            ref={areaRef}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the game area must hold focus to get the keys
            tabIndex={0}
            role="application"
            aria-label={`${name}, spelplan`}
            aria-describedby={`${game}-help`}
            className="relative rounded-md outline-none focus-visible:ring-2 focus-visible:ring-primary"
            onKeyDown={onKeyDown}
            onKeyUp={onKeyUp}
            onBlur={() => {
              held.current.clear();
              if (status === 'playing') setStatus('paused');
            }}
          >
            <canvas
              ref={canvasRef}
              width={width}
              height={height}
              className="mx-auto block h-auto max-h-[70vh] w-full rounded-md bg-slate-900 object-contain"
            />
            {status !== 'playing' && (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-md bg-slate-900/60 p-4 text-center text-white">
                {status === 'ready' && (
                  <p className="text-lg font-semibold">Tryck på Starta för att spela.</p>
                )}
                {status === 'paused' && (
                  <p className="text-lg font-semibold">Pausat – tryck P eller Esc för att fortsätta.</p>
                )}
                {status === 'over' && (
                  <>
                    <p className="text-lg font-semibold">Spelet är slut. {outcome}</p>
                    {submitted && <p>Ditt resultat: {submitted.score} poäng</p>}
                    {submit.isPending && <p>Sparar resultatet...</p>}
                    {submit.isSuccess && (
                      <p role="status">Resultatet är sparat. Plats {submit.data.rank} i listan.</p>
                    )}
                    {submit.isError && submitted && (
                      <div role="alert" className="flex flex-col items-center gap-2">
                        <p>{userMessageOf(submit.error, 'Kunde inte spara resultatet.')}</p>
                        <Button variant="outline" size="sm" onClick={() => sendResult(submitted)}>
                          Försök spara igen
                        </Button>
                      </div>
                    )}
                  </>
                )}
              </div>
            )}
          </div>
          <div id={`${game}-help`} className="text-sm text-muted-foreground">
            {props.help} Pausa med P eller Esc.
          </div>
        </Card>
        <HighScoreList game={game} />
      </div>
    </div>
  );
}
