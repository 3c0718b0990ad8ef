import { cardRowColour, cardRowLabel } from '@sappis/shared/hardware/hardware-panel';

/** A card-row value in its own colour (document 2 section 4). */
export function CardRowBadge({ value }: { value: number }) {
  const colour = cardRowColour(value);
  return (
    <span
      className="inline-flex min-w-8 justify-center rounded px-1.5 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: colour.background, color: colour.text }}
      data-card-row={value}
      title={`Kortrad ${cardRowLabel(value)}`}
    >
      {cardRowLabel(value)}
    </span>
  );
}
