import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_TEXTS,
  type CampaignStatus,
  campaignPeriodText,
  campaignPriceText,
} from '@sappis/shared/campaigns/campaign-rules';
import { useDeferredValue, useId, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

const STATUS_VARIANT: Record<CampaignStatus, 'success' | 'warning' | 'outline'> = {
  ONGOING: 'success',
  UPCOMING: 'warning',
  ENDED: 'outline',
};

/** /sappis/kampanjer: the campaigns and offers (kampanj/alloffers) with products, prices and validity. */
export function CampaignsPage() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [includeEnded, setIncludeEnded] = useState(false);
  const deferredQuery = useDeferredValue(query.trim());
  const campaigns = trpc.campaigns.list.useQuery(
    { query: deferredQuery.slice(0, 100), includeEnded },
    { placeholderData: (previous) => previous },
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Kampanjer"
        description="Pågående och kommande kampanjer med erbjudanden, kampanjpriser och villkor. Kampanjkoden anges på avtalsraden vid försäljning."
      />
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex w-80 flex-col gap-1">
          <Label htmlFor={`${id}-query`}>Sök kampanj eller produkt</Label>
          <Input
            id={`${id}-query`}
            type="search"
            placeholder="t.ex. BB1000 eller Sappa Play"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            checked={includeEnded}
            onChange={(event) => setIncludeEnded(event.target.checked)}
          />
          Visa avslutade kampanjer
        </label>
      </div>
      {campaigns.isError && (
        <p role="alert" className="text-destructive">
          {userMessageOf(campaigns.error, 'Kunde inte hämta kampanjerna.')}
        </p>
      )}
      {campaigns.data?.length === 0 && (
        <Card className="p-6 text-center text-muted-foreground">
          {deferredQuery === '' ? CAMPAIGN_TEXTS.empty : CAMPAIGN_TEXTS.emptySearch}
        </Card>
      )}
      {campaigns.data?.map((campaign) => (
        <Card key={campaign.id} className="p-0" aria-label={campaign.name} role="region">
          <div className="flex flex-wrap items-start justify-between gap-3 border-b p-4">
            <div className="flex flex-col gap-1">
              <h2 className="font-semibold text-slate-900">{campaign.name}</h2>
              <p className="text-xs text-muted-foreground">
                Kod <span className="font-mono">{campaign.code}</span> · {formatDate(campaign.startsOn)} –{' '}
                {campaign.endsOn ? formatDate(campaign.endsOn) : 'tills vidare'} · {campaign.activeRows}{' '}
                aktiva avtalsrader
              </p>
              {campaign.memo && <p className="max-w-3xl text-sm text-slate-700">{campaign.memo}</p>}
            </div>
            <Badge variant={STATUS_VARIANT[campaign.status]}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>
          </div>
          {campaign.offers.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">{CAMPAIGN_TEXTS.noOffers}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Produkt</TableHead>
                  <TableHead>Kategori</TableHead>
                  <TableHead className="text-right">Ordinarie pris</TableHead>
                  <TableHead className="text-right">Kampanjpris</TableHead>
                  <TableHead className="text-right">Besparing</TableHead>
                  <TableHead>Kampanjperiod</TableHead>
                  <TableHead>Bindningstid</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {campaign.offers.map((offer) => (
                  <TableRow key={offer.productNumber}>
                    <TableCell>
                      {offer.productName}
                      <span className="block font-mono text-xs text-muted-foreground">
                        {offer.productNumber}
                      </span>
                    </TableCell>
                    <TableCell>{offer.category}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {offer.ordinaryPrice === null ? '–' : campaignPriceText(offer.ordinaryPrice)}
                    </TableCell>
                    <TableCell className="text-right font-medium tabular-nums">
                      {campaignPriceText(offer.campaignPrice)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {offer.monthlySaving === null || offer.monthlySaving === 0
                        ? '–'
                        : `${campaignPriceText(offer.monthlySaving)}`}
                    </TableCell>
                    <TableCell>{campaignPeriodText(offer.campaignMonths)}</TableCell>
                    <TableCell>
                      {offer.bindingMonths === null ? 'Ingen' : `${offer.bindingMonths} mån`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      ))}
    </div>
  );
}
