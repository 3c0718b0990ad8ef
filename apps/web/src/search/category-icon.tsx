import {
  CreditCard,
  FileX,
  type LucideIcon,
  MonitorPlay,
  Phone,
  Receipt,
  Router,
  Tag,
  Truck,
  Tv,
  Wifi,
} from 'lucide-react';

/** The fixed list of case categories with an icon (document 1 section 2.4); others get a tag. */
export const CATEGORY_ICONS: Readonly<Record<string, LucideIcon>> = {
  'Analog TV': Tv,
  Betalning: CreditCard,
  Bredband: Wifi,
  'Digital TV': MonitorPlay,
  Faktura: Receipt,
  Flytt: Truck,
  Hårdvara: Router,
  Telefoni: Phone,
  Uppsägning: FileX,
};

export function CategoryIcon({ category }: { category: string }) {
  const Icon = CATEGORY_ICONS[category] ?? Tag;
  return (
    <Icon
      aria-hidden="true"
      data-testid="category-icon"
      data-category={category}
      className="size-4 shrink-0 text-slate-500"
    />
  );
}
