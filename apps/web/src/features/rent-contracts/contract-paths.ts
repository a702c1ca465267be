import type { RentContractListItem } from '@console/domain/rent-contract/rent-contract.schema';
import { paths } from '../../paths';

export type ContractAccountType = RentContractListItem['lesseeType'];

/** Which account area a contract page stands in, from its path (/providers/… or /farmers/…). */
export const accountTypeOf = (pathname: string): ContractAccountType =>
  pathname.startsWith('/providers/') ? 'provider' : 'farmer';

/** A contract's page stands under its lessee's account page, which both parties may open. */
export const contractPath = (contract: Pick<RentContractListItem, 'id' | 'lessee' | 'lesseeType'>) =>
  paths.accountContract(contract.lesseeType, contract.lessee.id, contract.id);
