import { type Kysely, sql } from 'kysely';

/**
 * The search keys of leads and accounts (docs/decisions.md §190): the text the back office's
 * searches compare, computed by the API, so "Émile" and "ÄRNI" are found on both engines under
 * any locale. The API writes the key with every row it stores; this fills the rows stored before.
 *
 * A migration never imports the application, so the rules of `api/src/lib/search-key.ts` and
 * the fields of `leadSearchKey` and `userSearchKey` are copied here; `search-key.test.ts`
 * checks that this copy and the API's give the same keys.
 */

const SPELLED_OUT: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/** `searchKey` of `api/src/lib/search-key.ts` as it was when this migration was written. */
export function searchKeyAtMigration(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[øæœßđðþłı]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

function keyOf(fields: (string | null)[]): string {
  return fields
    .filter((field): field is string => typeof field === 'string' && field.length > 0)
    .map(searchKeyAtMigration)
    .join('\n');
}

function joinedName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}

const BATCH = 500;

/** One statement for a batch: a statement per row made 100,000 leads take half a minute. */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
async function writeKeys(db: Kysely<any>, table: 'leads' | 'users', keys: { id: unknown; key: string }[]) {
  if (keys.length === 0) return;
  const cases = sql.join(
    keys.map(({ id, key }) => sql`when ${id} then ${key}`),
    sql` `,
  );
  const ids = sql.join(keys.map(({ id }) => sql`${id}`));
  await sql`update ${sql.table(table)} set search_key = case id ${cases} end where id in (${ids})`.execute(db);
}

/**
 * Writes the key of every row whose key is still blank, a batch at a time in id order, so a
 * table of 100,000 leads is never held in memory at once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function fillSearchKeys(db: Kysely<any>): Promise<void> {
  let afterLead = -1;
  for (;;) {
    const leads = await db
      .selectFrom('leads')
      .select(['id', 'name', 'first_name', 'last_name', 'email', 'company'])
      .where('id', '>', afterLead)
      .where('search_key', '=', '')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    await writeKeys(
      db,
      'leads',
      leads.map((lead) => ({
        id: lead.id,
        key: keyOf([lead.name ?? joinedName(lead.first_name, lead.last_name), lead.email, lead.company]),
      })),
    );
    if (leads.length < BATCH) break;
    afterLead = Number(leads.at(-1)?.id);
  }
  let afterUser = '';
  for (;;) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'first_name', 'last_name'])
      .where('id', '>', afterUser)
      .where('search_key', '=', '')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    await writeKeys(
      db,
      'users',
      users.map((user) => ({
        id: user.id,
        key: keyOf([user.username, user.email, joinedName(user.first_name, user.last_name)]),
      })),
    );
    if (users.length < BATCH) break;
    afterUser = String(users.at(-1)?.id);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  // Blank until filled just below; the API always writes a key (a lead always has an address).
  await db.schema
    .alterTable('leads')
    .addColumn('search_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('search_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await fillSearchKeys(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('search_key').execute();
  await db.schema.alterTable('leads').dropColumn('search_key').execute();
}
