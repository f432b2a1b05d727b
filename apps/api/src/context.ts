// What services need from the running app, passed explicitly so they stay plain functions.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { StorageAdapter } from './adapters/storage';
import type { Outbox } from './outbox/outbox';
import type { PaymentsAdapter } from './adapters/payments';

export interface AppContext {
  config: Config;
  db: Db;
  storage: StorageAdapter;
  payments: PaymentsAdapter;
  outbox: Outbox;
  log: FastifyBaseLogger;
}
