import type { PayeeBankAccount } from '@partline/shared';
import type { Config } from './config/env.js';

/**
 * The shop's own settings that documents print (decision 304). Today they come from the
 * configuration; they are read only through this object, asynchronously, so that keeping them in
 * the database instead (a back-office page) changes this module and nothing that reads them.
 */
export interface ShopSettings {
  /**
   * The bank accounts buyers pay invoices on account into, in the order documents name them;
   * empty when none is configured.
   */
  payeeBankAccounts(): Promise<readonly PayeeBankAccount[]>;
}

/** The {@link ShopSettings} of `config` (`PAYEE_BANK_ACCOUNTS`). */
export function shopSettingsOf(config: Pick<Config, 'payeeBankAccounts'>): ShopSettings {
  return { payeeBankAccounts: async () => config.payeeBankAccounts };
}
