import type { Prisma } from '@prisma/client';

/** Main centrals (huvudcentraler) and operators of the networks (ownNetwork: ours; the others' networks are external). */

export const MAIN_CENTRALS = [
  { id: 1, name: 'HC-STHLM-KUNGSHOLMEN', description: 'Huvudcentral Stockholm, Kungsholmen' },
  { id: 2, name: 'HC-GBG-HISINGEN', description: 'Huvudcentral Göteborg, Hisingen' },
  { id: 3, name: 'HC-MLM-CENTRUM', description: 'Huvudcentral Malmö centrum' },
  { id: 4, name: 'HC-UPS-LUTHAGEN', description: 'Huvudcentral Uppsala, Luthagen' },
  { id: 5, name: 'HC-VAS-CENTRUM', description: 'Huvudcentral Västerås centrum' },
  { id: 6, name: 'HC-NORR-UMEA', description: 'Huvudcentral Norrland, Umeå' },
] as const satisfies readonly Prisma.MainCentralCreateManyInput[];

export const OPERATORS = [
  { id: 1, name: 'Sappa Egen Infrastruktur', ownNetwork: true },
  { id: 2, name: 'Mälardalens Stadsnät AB', ownNetwork: false },
  { id: 3, name: 'Västkustfiber AB', ownNetwork: false },
  { id: 4, name: 'Skånska Stadsnät AB', ownNetwork: false },
  { id: 5, name: 'Norrlandsnätet AB', ownNetwork: false },
] as const satisfies readonly Prisma.OperatorCreateManyInput[];
