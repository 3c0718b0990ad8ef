import { isMonthEnd } from '@sappis/shared/dates';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerProps } from './date-picker.tsx';

afterEach(cleanup);

/** The picker in a form that keeps its value, reporting every change. */
function Harness({
  initial = '',
  onValue,
  ...props
}: Partial<DatePickerProps> & { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      aria-label="Slutdatum"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Slutdatum' });
const openCalendar = () => fireEvent.click(screen.getByRole('button', { name: 'Öppna kalender, Slutdatum' }));
const confirm = () => screen.getByRole('button', { name: 'Välj' });
const dayButton = (name: RegExp) => within(screen.getByRole('grid')).getByRole('button', { name });

describe('DatePicker', () => {
  it('takes a typed yyyy-MM-dd whatever the browser locale, and no other format', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    expect(field().getAttribute('placeholder')).toBe('åååå-mm-dd');
    fireEvent.change(field(), { target: { value: '12/31/2026' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.blur(field());
    expect(screen.getByText('Ange datum som åååå-mm-dd')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '2026-12-31' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-12-31');
    expect(field()).toHaveProperty('value', '2026-12-31');
  });

  it('says which bound a typed day before the minimum or after the maximum breaks', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-12-10" min="2026-12-01" max="2026-12-20" onValue={onValue} />);
    fireEvent.change(field(), { target: { value: '2026-11-30' } });
    expect(screen.getByText('Tidigast 2026-12-01')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(), { target: { value: '2026-12-21' } });
    expect(screen.getByText('Senast 2026-12-20')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '2026-12-20' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-12-20');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it("shows a locked field's day outside the limits without a message (a started row's start)", () => {
    render(<Harness initial="2024-01-01" min="2026-12-08" disabled onValue={vi.fn()} />);
    expect(field()).toHaveProperty('value', '2024-01-01');
    expect(screen.queryByText('Tidigast 2026-12-08')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('offers only the allowed days (month ends) in the calendar and refuses others typed', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-12-31" isAllowed={isMonthEnd} onValue={onValue} />);
    openCalendar();
    expect(screen.getByText('december 2026')).toBeTruthy();
    expect(dayButton(/15 december 2026/).hasAttribute('disabled')).toBe(true);
    expect(dayButton(/31 december 2026/).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Rensa' }));
    fireEvent.change(field(), { target: { value: '2026-12-15' } });
    expect(screen.getByText('Datumet går inte att välja')).toBeTruthy();
  });

  it('keeps confirm disabled until a day is chosen, then sets it', () => {
    const onValue = vi.fn();
    render(<Harness min="2026-12-01" max="2026-12-31" onValue={onValue} />);
    openCalendar();
    expect(confirm().hasAttribute('disabled')).toBe(true);
    fireEvent.click(dayButton(/24 december 2026/));
    expect(confirm().hasAttribute('disabled')).toBe(false);
    // Clicking the chosen day again keeps it chosen (it does not clear the choice).
    fireEvent.click(dayButton(/24 december 2026/));
    expect(confirm().hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm());
    expect(onValue).toHaveBeenLastCalledWith('2026-12-24');
    expect(field()).toHaveProperty('value', '2026-12-24');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('moves the keyboard into the calendar on the chosen day, and the arrow keys between days', () => {
    render(<Harness initial="2026-12-24" onValue={vi.fn()} />);
    openCalendar();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/24 december 2026/);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/25 december 2026/);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/1 januari 2027/);
  });

  it("clears the date with 'Rensa'", () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-12-24" onValue={onValue} />);
    openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Rensa' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(field()).toHaveProperty('value', '');
  });

  it('adds a time HH:mm when time is used, 00:00 unless another is given', () => {
    const onValue = vi.fn();
    render(<Harness withTime initial="2026-12-24 00:00" onValue={onValue} />);
    expect(field().getAttribute('placeholder')).toBe('åååå-mm-dd tt:mm');
    openCalendar();
    expect(screen.getByRole('textbox', { name: 'Tid' })).toHaveProperty('value', '00:00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Tid' }), { target: { value: '25:00' } });
    expect(confirm().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tid' }), { target: { value: '09:30' } });
    fireEvent.click(confirm());
    expect(onValue).toHaveBeenLastCalledWith('2026-12-24 09:30');
    fireEvent.change(field(), { target: { value: '2026-12-25' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-12-25 00:00');
  });

  it('shows a value set from outside in the field', () => {
    const { rerender } = render(<DatePicker aria-label="Slutdatum" value="2026-12-24" onChange={() => {}} />);
    rerender(<DatePicker aria-label="Slutdatum" value="" onChange={() => {}} />);
    expect(field()).toHaveProperty('value', '');
  });
});
