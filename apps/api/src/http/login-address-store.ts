import type { PrismaClient } from '@sappis/db';
import { countSignInFromAddress, forgetSignInsFromAddress, takeBackSignInFromAddress } from '@sappis/trpc';
import type { IncrementResponse, Store } from 'express-rate-limit';

/**
 * express-rate-limit's counts kept in PostgreSQL (packages/trpc/src/auth/address-throttle.ts) instead of the
 * process's memory: every API process behind the load balancer counts the same sign-ins of an address.
 */
export class LoginAddressStore implements Store {
  readonly localKeys = false;
  /**
   * The take-backs still being written, by address: express-rate-limit takes a success back once its response has
   * gone out, so the client's next sign-in could otherwise be counted before it. Only orders this process's writes.
   */
  private readonly takingBack = new Map<string, Promise<void>>();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async increment(address: string): Promise<IncrementResponse> {
    await this.takingBack.get(address);
    const { attempts, window } = await countSignInFromAddress(this.prisma, { address, now: this.now() });
    return { totalHits: attempts, resetTime: window.endsAt };
  }

  async decrement(address: string): Promise<void> {
    const done = takeBackSignInFromAddress(this.prisma, { address, now: this.now() }).finally(() => {
      if (this.takingBack.get(address) === done) this.takingBack.delete(address);
    });
    this.takingBack.set(address, done);
    await done;
  }

  async resetKey(address: string): Promise<void> {
    await forgetSignInsFromAddress(this.prisma, address);
  }
}
