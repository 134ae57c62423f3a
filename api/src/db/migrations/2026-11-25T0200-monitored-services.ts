import { type Kysely, sql } from 'kysely';

/**
 * Each monitoring period names the service it covers (docs/decisions.md §288): a run that checked
 * the App, the API and the Market Aggregator keeps the Orchestrator unmonitored, and processes
 * with different settings credit only what each checked. Periods stored before name no service;
 * they are given to the services that were certainly checked then: a scheduler's to the API and
 * the Market Aggregator (checked by every process), a probe's to the App and the API (all it
 * observes).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('monitoring_periods')
    .addColumn('service', 'varchar(30)', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`insert into monitoring_periods (source, started_at, ended_at, service)
    select source, started_at, ended_at, case source when 'probe' then 'app' else 'market' end
    from monitoring_periods`.execute(db);
  await db.updateTable('monitoring_periods').set({ service: 'api' }).where('service', '=', '').execute();
  await db.schema.dropIndex('monitoring_periods_source_ended_at').execute();
  await db.schema
    .createIndex('monitoring_periods_service_source_ended_at')
    .on('monitoring_periods')
    .columns(['service', 'source', 'ended_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('monitoring_periods_service_source_ended_at').execute();
  await db.deleteFrom('monitoring_periods').where('service', '!=', 'api').execute();
  await db.schema.alterTable('monitoring_periods').dropColumn('service').execute();
  await db.schema
    .createIndex('monitoring_periods_source_ended_at')
    .on('monitoring_periods')
    .columns(['source', 'ended_at'])
    .execute();
}
