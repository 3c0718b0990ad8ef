import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { formatKr } from './commerce-labels.tsx';

const syncText = (inLatestSync: boolean | null) =>
  inLatestSync === null ? 'Ingen synkning har körts' : inLatestSync ? 'Ja' : 'Nej – synka commerce';

/** Look up a product or a campaign as commerce sells it: prices, dates, orders and whether the last sync had it. */
export function LookupTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ProductLookup />
      <CampaignLookup />
    </div>
  );
}

function LookupForm({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '') onSearch(value.trim());
  };
  return (
    <form className="flex items-end gap-2" onSubmit={submit}>
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline">
        Sök
      </Button>
    </form>
  );
}

function ProductLookup() {
  const [productNumber, setProductNumber] = useState<string | null>(null);
  const product = trpc.commerce.product.useQuery(
    { productNumber: productNumber ?? '' },
    { enabled: productNumber !== null, retry: false },
  );
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold">Produkt</h2>
      <LookupForm label="Produktnummer" placeholder="t.ex. BAS500" onSearch={setProductNumber} />
      {product.isError && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(product.error)}
        </p>
      )}
      {product.data && (
        <div className="flex flex-col gap-2 text-sm" data-testid="commerce-product">
          <p className="font-medium">
            {product.data.productNumber} – {product.data.name}
          </p>
          <p className="text-muted-foreground">
            {product.data.category} · {product.data.type}
            {product.data.hireProduct ? ' · hyrprodukt' : ''} · {product.data.orders} lagda ordrar · Med i
            senaste synkningen: {syncText(product.data.inLatestSync)}
          </p>
          <ul className="flex flex-col gap-0.5">
            {product.data.prices.map((price) => (
              <li key={`${price.priceGroup}-${price.validFrom}`}>
                Prisgrupp {price.priceGroup}: {formatKr(price.salePrice)} från {formatDate(price.validFrom)}
              </li>
            ))}
            {product.data.prices.length === 0 && <li className="text-muted-foreground">Inga priser.</li>}
          </ul>
        </div>
      )}
    </Card>
  );
}

function CampaignLookup() {
  const [code, setCode] = useState<string | null>(null);
  const campaign = trpc.commerce.campaign.useQuery(
    { code: code ?? '' },
    { enabled: code !== null, retry: false },
  );
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold">Kampanj</h2>
      <LookupForm label="Kampanjkod" placeholder="t.ex. BB1000-299" onSearch={setCode} />
      {campaign.isError && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(campaign.error)}
        </p>
      )}
      {campaign.data && (
        <div className="flex flex-col gap-2 text-sm" data-testid="commerce-campaign">
          <p className="font-medium">
            {campaign.data.code} – {campaign.data.name}
          </p>
          <p className="text-muted-foreground">
            {formatDate(campaign.data.startsAt)} –{' '}
            {campaign.data.endsAt ? formatDate(campaign.data.endsAt) : 'tills vidare'} ·{' '}
            {campaign.data.running ? 'Pågår' : 'Pågår inte'} · {campaign.data.orders} lagda ordrar · Med i
            senaste synkningen: {syncText(campaign.data.inLatestSync)}
          </p>
          {campaign.data.memo && <p>{campaign.data.memo}</p>}
        </div>
      )}
    </Card>
  );
}
