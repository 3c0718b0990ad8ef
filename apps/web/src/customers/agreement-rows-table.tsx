import { isOneOff } from '@sappis/shared/agreements/billing/billing-projection';
import { formatRowPrice, ONE_OFF_LABEL } from '@sappis/shared/agreements/billing/row-price';
import { END_DATE_STATE_TEXTS, endDateState, subRowEndDate } from '@sappis/shared/agreements/end-date-states';
import { cardLabel, classifyHardware, HARDWARE_CLASS_LABELS } from '@sappis/shared/agreements/hardware';
import { campaignApplies, collectiveLabel } from '@sappis/shared/agreements/prices';
import { isoDay } from '@sappis/shared/dates';
import { shortenServiceName } from '@sappis/shared/text';
import { RowDatesButton } from '@/agreements/edit-dates/row-dates-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { type AgreementRow, groupRows } from './customer-model.ts';
import { usePanel } from './panels/use-panel.ts';
import { RowProvisioningPill } from './row-provisioning-pill.tsx';

const END_COLUMN = 'sticky right-0 whitespace-nowrap pr-5';

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

function CampaignButton({ row }: { row: AgreementRow }) {
  const { openPanel } = usePanel();
  if (row.campaignId === null) return null;
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

function RowPanelButton({ row }: { row: AgreementRow }) {
  const { openPanel } = usePanel();
  const target = rowPanel(row);
  if (!target) return null;
  return (
    <Button
      variant="link"
      size="sm"
      className="ml-2 h-auto p-0"
      onClick={() => openPanel(target.panel, { row: String(row.id) })}
    >
      {target.label}
    </Button>
  );
}

function OneOffLabel({ row }: { row: AgreementRow }) {
  if (!isOneOff(row)) return null;
  return <span className="ml-1 text-xs text-muted-foreground">{ONE_OFF_LABEL}</span>;
}

function PriceCell({ row, today }: { row: AgreementRow; today: string }) {
  if (!campaignApplies(row, today))
    return (
      <>
        {formatRowPrice(row, row.price)}
        <OneOffLabel row={row} />
      </>
    );
  return (
    <span title={`Ordinarie pris ${formatRowPrice(row, row.price)}`}>
      {formatRowPrice(row, row.campaignPrice)}
      <span className="ml-1 text-xs text-muted-foreground line-through">
        {formatRowPrice(row, row.price)}
      </span>
      <OneOffLabel row={row} />
    </span>
  );
}

function CardCell({ row }: { row: AgreementRow }) {
  const hardwareClass = classifyHardware(row);
  if (hardwareClass === 'SERVICE' || hardwareClass === 'EXTRA') return null;
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
 * red; prices with the campaign price while it applies; 'Kollektiv' Ja for price list 37; names cut at 35.
 */
export function AgreementRowsTable({ rows }: { rows: readonly AgreementRow[] }) {
  if (rows.length === 0)
    return <p className="px-5 pb-4 text-sm text-muted-foreground">Avtalet har inga rader.</p>;
  const today = isoDay();
  return (
    <Table className="min-w-[58.5rem] table-fixed">
      {/* The same column widths in every agreement, so the tables of a customer line up. 'Slut' fits a date and its
          button on one line and stays in sight at the right edge when a panel narrows the table. */}
      <colgroup>
        <col className="w-[9rem]" />
        <col />
        <col className="w-[9rem]" />
        <col className="w-[5.5rem]" />
        <col className="w-[7.5rem]" />
        <col className="w-[7rem]" />
        <col className="w-[8.5rem]" />
      </colgroup>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-5">Produktnummer</TableHead>
          <TableHead>Namn</TableHead>
          <TableHead className="text-right">Pris</TableHead>
          <TableHead>Kollektiv</TableHead>
          <TableHead>Kort</TableHead>
          <TableHead>Start</TableHead>
          <TableHead className={cn(END_COLUMN, 'bg-white')}>Slut</TableHead>
        </TableRow>
      </TableHeader>
      {groupRows(rows).map((group) => {
        // The end date each depth's latest row is shown with: a sub-row ends with its ended main row.
        const shownEnds: (string | null)[] = [];
        return (
          <TableBody key={group.type} data-testid={`row-group-${group.type}`}>
            <TableRow className="bg-muted/40 hover:bg-muted/40">
              <TableHead colSpan={7} scope="colgroup" className="pl-5 text-xs uppercase tracking-wide">
                {group.label}
              </TableHead>
            </TableRow>
            {group.rows.map(({ row, depth }) => {
              const shownEnd =
                depth === 0 ? row.endDate : subRowEndDate(row.endDate, shownEnds[depth - 1], today);
              shownEnds[depth] = shownEnd;
              const state = endDateState(shownEnd, today);
              const ended = state === 'ENDED';
              return (
                <TableRow
                  key={row.id}
                  className={cn(ended && 'text-red-700')}
                  data-ended={ended || undefined}
                >
                  <TableCell className="pl-5 font-mono text-xs">{row.productNumber}</TableCell>
                  <TableCell title={row.productName} style={{ paddingLeft: `${0.75 + depth * 1.25}rem` }}>
                    {depth > 0 && (
                      <span aria-hidden="true" className="mr-1 text-muted-foreground">
                        └
                      </span>
                    )}
                    {shortenServiceName(row.productName)}
                    <RowPanelButton row={row} />
                    <RowProvisioningPill row={row} today={today} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    <PriceCell row={row} today={today} />
                    <CampaignButton row={row} />
                  </TableCell>
                  <TableCell>{collectiveLabel(row.priceList)}</TableCell>
                  <TableCell className="tabular-nums">
                    <CardCell row={row} />
                  </TableCell>
                  <TableCell className="tabular-nums">{formatDate(row.startDate)}</TableCell>
                  <TableCell
                    className={cn(END_COLUMN, 'bg-white tabular-nums')}
                    title={state === 'OPEN' ? undefined : END_DATE_STATE_TEXTS[state]}
                    data-testid="row-end"
                  >
                    {formatDate(row.endDate)}
                    {!ended && <RowDatesButton rowId={row.id} productName={row.productName} />}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        );
      })}
    </Table>
  );
}
