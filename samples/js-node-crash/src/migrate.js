const migrations = [
  { id: "001_init", up: () => "create table jobs" },
  { id: "002_add_retries", sql: "alter table jobs add retries int" },
];

async function applyMigrations(list) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  for (const migration of list) {
    const statement = migration.up();
    console.log(`applied ${migration.id}: ${statement}`);
  }
}

console.log("starting migrations");
applyMigrations(migrations);
