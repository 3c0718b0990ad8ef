import { ONE_OFF_LABEL } from '@sappis/shared/agreements/billing/row-price';
import {
  type ShownPrice,
  shownPrices,
  shownPriceText,
  shownPriceTitle,
} from '@sappis/shared/agreements/billing/row-shown';
import { END_DATE_STATE_TEXTS, endDateState, subRowEndDate } from '@sappis/shared/agreements/end-date-states';
import { cardLabel, classifyHardware, HARDWARE_CLASS_LABELS } from '@sappis/shared/agreements/hardware';
import { collectiveLabel } from '@sappis/shared/agreements/prices';
import { isoDay } from '@sappis/shared/dates';
import { shortenServiceName } from '@sappis/shared/text';
import { type CSSProperties, Fragment } from 'react';
import { RowDatesButton } from '@/agreements/edit-dates/row-dates-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { AGREEMENT_ROW_TIMING } from './agreements-painted-mark.ts';
import { type AgreementRow, groupRows } from './customer-model.ts';
import { type OpenPanel, usePanel } from './panels/use-panel.ts';
import { RowDetail, RowDetailsLine, RowDetailsToggle, useExpandedRows } from './row-details.tsx';
import { RowProvisioningPill } from './row-provisioning-pill.tsx';

const END_COLUMN = 'sticky right-0 whitespace-nowrap pr-5';
// Below the full table's width (a panel beside it, a laptop) the secondary columns move into an expandable line
// under the row, so name, price, start and end stay readable without scrolling sideways (issue 30 item 1).
// The agreement card is the size container (@container). A row spans the 4 compact columns plus the 3 secondary.
const SECONDARY = '@max-[58.5rem]:hidden';
const COMPACT_ONLY = '@min-[58.5rem]:hidden';
// A sub-row's name is indented by its depth, less in the compact table.
const INDENT =
  'pl-[calc(0.75rem+var(--depth)*1.25rem)] @max-[58.5rem]:pl-[calc(0.75rem+var(--depth)*0.5rem)]';

/** The panel a row opens: edit channels for a channel package, hardware details, discount details. */
function rowPanel(row: AgreementRow): { panel: string; label: string } | null {
  if (row.selectableChannelCount !== null) return { panel: 'service-details', label: 'Kanaler' };
  if (row.productNumber === 'PLAY') return { panel: 'play-details', label: 'Play' };
  if (row.productType === 'HARDWARE' || row.productType === 'CARD')
    return { panel: 'hardware-details', label: 'Detaljer' };
  if (row.price < 0) return { panel: 'discount-details', label: 'Ändra rabatt' };
  if (row.type === 'SERVICE') return { panel: 'service-details', label: 'Detaljer' };
  return null;
}

/** 'Kampanj' (opens the campaign's memo) while the campaign price applies on the day the row's price is shown for. */
function CampaignButton({
  row,
  shown,
  openPanel,
}: {
  row: AgreementRow;
  shown: ShownPrice | undefined;
  openPanel: OpenPanel;
}) {
  if (row.campaignId === null || !shown?.campaign) return null;
  return (
    <Button
      variant="link"
      size="sm"
      className="ml-1 h-auto p-0 text-xs"
      onClick={() => openPanel('campaign-memo', { campaign: String(row.campaignId) })}
    >
      Kampanj
    </Button>
  );
}

function RowPanelButton({ row, openPanel }: { row: AgreementRow; openPanel: OpenPanel }) {
  const target = rowPanel(row);
  if (!target) return null;
  return (
    <Button
      variant="link"
      size="sm"
      className="ml-2 h-auto whitespace-normal p-0 text-left"
      onClick={() => openPanel(target.panel, { row: String(row.id) })}
    >
      {target.label}
    </Button>
  );
}

/**
 * What the row bills on the day it is shown for (shownPrices): a row that starts later is muted, a discount in its
 * campaign price reads 'Ingår i kampanjpris'; the title gives the ordinary price and the day.
 */
function PriceCell({
  row,
  shown,
  today,
}: {
  row: AgreementRow;
  shown: ShownPrice | undefined;
  today: string;
}) {
  if (!shown) return null;
  return (
    <span
      title={shownPriceTitle(row, shown, today) || undefined}
      className={cn(!shown.oneOff && shown.day > today && 'text-muted-foreground')}
    >
      {shownPriceText(shown)}
      {shown.oneOff && <span className="ml-1 text-xs text-muted-foreground">{ONE_OFF_LABEL}</span>}
    </span>
  );
}

/** Whether the row is hardware or a card, which the 'Kort' column describes. */
function hasCard(row: AgreementRow): boolean {
  const hardwareClass = classifyHardware(row);
  return hardwareClass !== 'SERVICE' && hardwareClass !== 'EXTRA';
}

function CardCell({ row }: { row: AgreementRow }) {
  if (!hasCard(row)) return null;
  const hardwareClass = classifyHardware(row);
  return (
    <span className="flex flex-col">
      <span>{cardLabel(row.card)}</span>
      {hardwareClass !== 'HARDWARE_OR_CARD' && (
        <span className="text-xs text-muted-foreground">{HARDWARE_CLASS_LABELS[hardwareClass]}</span>
      )}
    </span>
  );
}

/**
 * The rows (avtalsrader) of one agreement grouped by type, sub-rows indented under their main row; ended rows
 * red; each row's price as it bills on the day shown (shownPrices), 'Kampanj' while its campaign price applies;
 * 'Kollektiv' Ja for price list 37; names cut at 35.
 */
export function AgreementRowsTable({ rows }: { rows: readonly AgreementRow[] }) {
  const { expanded, toggle } = useExpandedRows();
  // One subscription to the address for the table, not three per row.
  const { openPanel } = usePanel();
  if (rows.length === 0)
    return <p className="px-5 pb-4 text-sm text-muted-foreground">Avtalet har inga rader.</p>;
  const today = isoDay();
  const prices = shownPrices(rows, today);
  return (
    <Table className="min-w-[26rem] table-fixed">
      {/* The same column widths in every agreement, so the tables of a customer line up; the header cells set them,
          as a hidden column's <col> would keep its width. 'Slut' fits a date and its button on one line and stays in
          sight at the right edge when the table is narrower than even its compact form. */}
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={cn('w-[9rem] pl-5', SECONDARY)}>Produktnummer</TableHead>
          <TableHead>Namn</TableHead>
          <TableHead className="w-[9rem] text-right @max-[58.5rem]:w-[8rem]">Pris</TableHead>
          <TableHead className={cn('w-[5.5rem]', SECONDARY)}>Kollektiv</TableHead>
          <TableHead className={cn('w-[7.5rem]', SECONDARY)}>Kort</TableHead>
          <TableHead className="w-[7rem]">Start</TableHead>
          <TableHead className={cn(END_COLUMN, 'w-[8.5rem] bg-white')}>Slut</TableHead>
        </TableRow>
      </TableHeader>
      {groupRows(rows).map((group) => {
        // The end date each depth's latest row is shown with: a sub-row ends with its ended main row.
        const shownEnds: (string | null)[] = [];
        return (
          <TableBody key={group.type} data-testid={`row-group-${group.type}`}>
            <TableRow className="bg-muted/40 hover:bg-muted/40">
              <TableHead colSpan={4} scope="colgroup" className="pl-5 text-xs uppercase tracking-wide">
                {group.label}
              </TableHead>
              <td colSpan={3} aria-hidden="true" className={SECONDARY} />
            </TableRow>
            {group.rows.map(({ row, depth }) => {
              const shownEnd =
                depth === 0 ? row.endDate : subRowEndDate(row.endDate, shownEnds[depth - 1], today);
              shownEnds[depth] = shownEnd;
              const state = endDateState(shownEnd, today);
              const ended = state === 'ENDED';
              return (
                <Fragment key={row.id}>
                  <TableRow className={cn(ended && 'text-red-700')} data-ended={ended || undefined}>
                    <TableCell className={cn('pl-5 font-mono text-xs', SECONDARY)} {...AGREEMENT_ROW_TIMING}>
                      {row.productNumber}
                    </TableCell>
                    <TableCell
                      title={row.productName}
                      className={INDENT}
                      style={{ '--depth': depth } as CSSProperties}
                    >
                      {depth > 0 && (
                        <span aria-hidden="true" className="mr-1 text-muted-foreground">
                          └
                        </span>
                      )}
                      {shortenServiceName(row.productName)}
                      <RowDetailsToggle
                        className={COMPACT_ONLY}
                        productName={row.productName}
                        expanded={expanded.has(row.id)}
                        onToggle={() => toggle(row.id)}
                      />
                      <RowPanelButton row={row} openPanel={openPanel} />
                      <RowProvisioningPill row={row} today={today} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      <PriceCell row={row} shown={prices.get(row.id)} today={today} />
                      <CampaignButton row={row} shown={prices.get(row.id)} openPanel={openPanel} />
                    </TableCell>
                    <TableCell className={SECONDARY}>{collectiveLabel(row.priceList)}</TableCell>
                    <TableCell className={cn('tabular-nums', SECONDARY)}>
                      <CardCell row={row} />
                    </TableCell>
                    <TableCell className="tabular-nums">{formatDate(row.startDate)}</TableCell>
                    <TableCell
                      className={cn(END_COLUMN, 'bg-white tabular-nums')}
                      title={state === 'OPEN' ? undefined : END_DATE_STATE_TEXTS[state]}
                      data-testid="row-end"
                    >
                      {formatDate(row.endDate)}
                      {!ended && (
                        <RowDatesButton rowId={row.id} productName={row.productName} openPanel={openPanel} />
                      )}
                    </TableCell>
                  </TableRow>
                  {expanded.has(row.id) && (
                    <RowDetailsLine className={COMPACT_ONLY} columns={4}>
                      <RowDetail label="Produktnummer">
                        <span className="font-mono text-xs">{row.productNumber}</span>
                      </RowDetail>
                      <RowDetail label="Kollektiv">{collectiveLabel(row.priceList)}</RowDetail>
                      {hasCard(row) && (
                        <RowDetail label="Kort">
                          <CardCell row={row} />
                        </RowDetail>
                      )}
                    </RowDetailsLine>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        );
      })}
    </Table>
  );
}
