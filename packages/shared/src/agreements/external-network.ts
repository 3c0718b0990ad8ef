/** The operator (kommunikationsoperatör) of the network an agreement runs on: its main agreement's operator. */
export interface NetworkOperator {
  name: string;
  /** The network is our own infrastructure. */
  ownNetwork: boolean;
}

/**
 * An agreement runs on an external network when its network belongs to another operator than us. Having a
 * distribution network (avtalDistributionsnät) does not make it external: every agreement under a main agreement
 * has one, our own network's too. An agreement without a known operator is not known to be external.
 */
export function runsOnExternalNetwork(agreement: { networkOperator: NetworkOperator | null }): boolean {
  return agreement.networkOperator !== null && !agreement.networkOperator.ownNetwork;
}
