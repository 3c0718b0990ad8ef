// The floor of bench/customer-open.ts: the least a page can do to show a customer's agreements. It fetches the
// customer view's JSON (customers.byNumber) with one request and renders each agreement's rows in a table with
// the customer view's columns, then sets the same performance mark and Element Timing as the real page.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Row {
  id: number;
  productNumber: string;
  productName: string;
  price: string | null;
  priceList: number | null;
  card: number | null;
  startDate: string | null;
  endDate: string | null;
}
interface Customer {
  name: string;
  agreements: { agreementNumber: number; deliveryAddress: string | null; rows: Row[] }[];
}

const customerNumber = Number(new URL(location.href).searchParams.get('customer'));

function FloorPage() {
  const [customer, setCustomer] = useState<Customer>();
  useEffect(() => {
    const input = encodeURIComponent(JSON.stringify({ customerNumber }));
    void fetch(`/trpc/customers.byNumber?input=${input}`)
      .then((response) => response.json())
      .then((body: { result: { data: Customer } }) => setCustomer(body.result.data));
  }, []);
  useEffect(() => {
    if (!customer) return;
    performance.mark('sappis:agreements-painted');
    performance.mark('sappis:all-agreements-rendered');
  }, [customer]);
  if (!customer) return <p>Laddar …</p>;
  return (
    <main>
      <h1>{customer.name}</h1>
      {customer.agreements.map((agreement) => (
        <section key={agreement.agreementNumber}>
          <h2>Avtal {agreement.agreementNumber}</h2>
          <p>{agreement.deliveryAddress}</p>
          <table>
            <thead>
              <tr>
                <th>Produktnummer</th>
                <th>Namn</th>
                <th>Pris</th>
                <th>Kollektiv</th>
                <th>Kort</th>
                <th>Start</th>
                <th>Slut</th>
              </tr>
            </thead>
            <tbody>
              {agreement.rows.map((row) => (
                <tr key={row.id}>
                  <td {...{ elementtiming: 'agreement-row' }}>{row.productNumber}</td>
                  <td>{row.productName}</td>
                  <td>{row.price}</td>
                  <td>{row.priceList}</td>
                  <td>{row.card}</td>
                  <td>{row.startDate}</td>
                  <td>{row.endDate}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<FloorPage />);
