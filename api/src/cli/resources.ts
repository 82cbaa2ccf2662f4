import path from 'node:path';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { createStorageDriver } from '../plugins/storage';
import { storageSettingsFromEnv } from '../plugins/storage/settings';
import { DEFAULT_SHOP_URL, importLibrary } from '../shared/resources/library';

// `npm run resources -- import <folder>`: imports a resource library folder (manifest.json with
// files per element, shop products and tutorials, and their files) into the database and storage
// the API uses, named by the same settings (DATA_DIR or DATABASE_URL, S3_*). Importing the same
// manifest again updates the items it imported (by their keys).

const USAGE = `Usage: npm run resources -- import <folder>

  <folder>/manifest.json lists the library:
    "elementSheets": ["pdf", "docx"]   the reflection and improvement sheet of every NQS element
    "resources": [{ "key", "label", "element": "1.3.2", "file": "files/x.pdf", "name"? }]
    "shop": [{ "key", "product_name", "product_description" (HTML), "product_price" (cents),
               "product_link" (https://… or a path of SHOP_URL), "label"?, "thumbnail"?: "x.png" }]
    "tutorials": [{ "key", "tutorial_name", "tutorial_description" (HTML), "tutorial_author",
                    "video": "x.webm", "thumbnail"?: "x.png" }]
  The starter library is api/resources/starter.`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, folderArgument] = argv;
  if (command !== 'import' || !folderArgument) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  // npm runs scripts from the workspace root; a relative folder is where the command was typed.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), folderArgument);
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const storage = await createStorageDriver(storageSettingsFromEnv(process.env, config.dataDir).driver);
    const summary = await importLibrary({ db: database.db, storage }, folder, {
      shopUrl: process.env.SHOP_URL || DEFAULT_SHOP_URL,
    });
    process.stdout.write(
      `Imported ${folder}: ${summary.resources} resource file(s), ${summary.shop} shop product(s), ${summary.tutorials} tutorial(s).\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
