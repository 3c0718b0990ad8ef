import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/app-link.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Pager } from '@/components/pager.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';
import { trpc } from '@/lib/trpc.ts';
import { PageLoading } from '@/shell/page-loading.tsx';

const PAGE_SIZE = 50;

/**
 * /klc/adresser (document 1 section 2.1, {product}_IT only): active agreements without an address id, each with
 * a link to its customer's 'Gör adressen köpbar' for that agreement; both open the customer view in a new tab.
 */
export function NonPurchasablePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = trpc.addresses.nonPurchasable.useQuery({ page }, { placeholderData: keepPreviousData });
  const list = query.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Ej köpbara adresser"
        description="Aktiva avtal som saknar adress-ID (leveransadressen är inte köpbar)"
      />
      {query.isLoading && <PageLoading />}
      {query.error && (
        <p role="alert" className="text-destructive">
          {query.error.message}
        </p>
      )}
      {list && (
        <Card className="p-0">
          <Table data-testid="non-purchasable-table">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Avtal</TableHead>
                <TableHead>Kund</TableHead>
                <TableHead>Leveransadress</TableHead>
                <TableHead>Huvudavtal</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.agreements.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} className="text-muted-foreground">
                    Alla aktiva avtal har en köpbar adress.
                  </TableCell>
                </TableRow>
              )}
              {list.agreements.map((item) => (
                <TableRow key={item.agreementNumber}>
                  <TableCell>{item.agreementNumber}</TableCell>
                  <TableCell>
                    <AppLink className="underline" to={customerViewPath(item.customerNumber)}>
                      {item.customerName} ({item.customerNumber})
                    </AppLink>
                  </TableCell>
                  <TableCell>
                    {item.deliveryAddress},{' '}
                    {[item.deliveryPostalCode, item.deliveryCity].filter(Boolean).join(' ')}
                  </TableCell>
                  <TableCell>
                    {item.mainAgreementNumber === null
                      ? '–'
                      : `${item.mainAgreementNumber} ${item.mainAgreementName}`}
                  </TableCell>
                  <TableCell>
                    <AppLink
                      className="underline"
                      to={`${customerViewPath(item.customerNumber)}?panel=make-purchasable&agreement=${item.agreementNumber}`}
                    >
                      Gör adressen köpbar
                    </AppLink>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {list && pages > 1 && (
        <Pager page={page} pages={pages} onPage={(next) => setParams({ page: String(next) })} />
      )}
    </div>
  );
}
