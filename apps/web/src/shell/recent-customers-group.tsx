import { customerViewPath } from '@/lib/app-paths.ts';
import { type RecentCustomer, recentCustomerLabel } from './recent-customers.ts';
import { SideMenuGroup } from './side-menu-group.tsx';
import { SideMenuLink } from './side-menu-link.tsx';

/** 'Kunder': the recently opened customers, most recent first. */
export function RecentCustomersGroup({ customers }: { customers: readonly RecentCustomer[] }) {
  if (customers.length === 0) return null;
  return (
    <SideMenuGroup label="Kunder">
      {customers.map((customer) => (
        <li key={customer.customerNumber}>
          <SideMenuLink to={customerViewPath(customer.customerNumber)}>
            <span className="min-w-0 truncate" title={recentCustomerLabel(customer)}>
              {recentCustomerLabel(customer)}
            </span>
          </SideMenuLink>
        </li>
      ))}
    </SideMenuGroup>
  );
}
