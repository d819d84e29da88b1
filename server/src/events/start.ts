import type { Database } from '../db/client';
import { EventBus } from './bus';
import { OutboxTransport } from './transport';

/** This process's event bus on `database`, delivering from now on. */
export async function startEvents(database: Database): Promise<EventBus> {
  const bus = new EventBus(new OutboxTransport(database.db, database.listen));
  await bus.start(database.db);
  return bus;
}
