import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithApi } from '@/test/render-with-api.tsx';
import { SappybirdPage } from './sappybird-page.tsx';

/** requestAnimationFrame under the test's control: `frames(n)` runs n frames 16 ms apart. */
function manualFrames() {
  let queue = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  let time = 0;
  const cancelled: number[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = nextId++;
    queue.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    cancelled.push(id);
    queue.delete(id);
  });
  return {
    cancelled,
    pending: () => queue.size,
    frames(count: number) {
      for (let i = 0; i < count; i += 1) {
        const due = queue;
        queue = new Map();
        time += 16;
        act(() => {
          for (const callback of due.values()) callback(time);
        });
      }
    },
  };
}

const HIGH_SCORES = {
  top: [
    { id: 7, rank: 1, name: 'Erik Johansson', score: 41, createdAt: '2026-11-21T11:30:00.000Z', mine: false },
  ],
  myBest: null,
};

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an arcade game page (Sappybird)', () => {
  it('starts from the button, plays until the bird falls and sends the score with its play time', async () => {
    const frames = manualFrames();
    const submitted: unknown[] = [];
    mockApi({
      'arcade.highScores': () => ({ result: { data: HIGH_SCORES } }),
      'arcade.submitScore': (input) => {
        submitted.push(input);
        return { result: { data: { rank: 2 } } };
      },
    });
    renderWithApi(<SappybirdPage />);
    expect(await screen.findByText('Erik Johansson')).toBeTruthy();
    expect(screen.getByTestId('my-best').textContent).toBe('Du har inget resultat än.');

    const start = screen.getByRole('button', { name: 'Starta' });
    expect(document.activeElement).toBe(start);
    fireEvent.click(start);
    const area = screen.getByRole('application', { name: 'Sappybird, spelplan' });
    expect(document.activeElement).toBe(area);
    frames.frames(120);

    expect(await screen.findByText(/^Spelet är slut\./)).toBeTruthy();
    expect(screen.getByText('Ditt resultat: 0 poäng')).toBeTruthy();
    expect(await screen.findByText('Resultatet är sparat. Plats 2 i listan.')).toBeTruthy();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ game: 'sappybird', score: 0, requestId: expect.any(String) });
    const playedMs = (submitted[0] as { playedMs: number }).playedMs;
    expect(playedMs).toBeGreaterThan(500);
    expect(playedMs).toBeLessThan(120 * 16);
    expect(frames.pending()).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Spela igen' }));
  });

  it('pauses with P or Escape and when the game loses focus, and goes on from where it was', async () => {
    const frames = manualFrames();
    mockApi({ 'arcade.highScores': () => ({ result: { data: HIGH_SCORES } }) });
    renderWithApi(<SappybirdPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Starta' }));
    const area = screen.getByRole('application', { name: 'Sappybird, spelplan' });
    frames.frames(3);

    fireEvent.keyDown(area, { key: 'Escape' });
    expect(screen.getByText('Pausat – tryck P eller Esc för att fortsätta.')).toBeTruthy();
    expect(frames.pending()).toBe(0);
    fireEvent.keyDown(area, { key: 'p' });
    expect(screen.queryByText(/^Pausat/)).toBeNull();
    expect(frames.pending()).toBe(1);

    const pause = screen.getByRole('button', { name: 'Pausa' });
    expect(fireEvent.mouseDown(pause)).toBe(false);
    fireEvent.click(pause);
    expect(screen.getByText('Pausat – tryck P eller Esc för att fortsätta.')).toBeTruthy();
    fireEvent.keyDown(area, { key: 'Escape' });
    expect(frames.pending()).toBe(1);

    fireEvent.blur(area);
    expect(screen.getByText('Pausat – tryck P eller Esc för att fortsätta.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(frames.pending()).toBe(1);
  });

  it('stops the game loop when the page closes', async () => {
    const frames = manualFrames();
    mockApi({ 'arcade.highScores': () => ({ result: { data: HIGH_SCORES } }) });
    const view = renderWithApi(<SappybirdPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Starta' }));
    frames.frames(2);
    expect(frames.pending()).toBe(1);
    view.unmount();
    expect(frames.pending()).toBe(0);
    expect(frames.cancelled.length).toBeGreaterThan(0);
  });
});
