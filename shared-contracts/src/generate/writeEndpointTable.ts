// Writes the browser's endpoint table (src/http/callableEndpoints.generated.ts) from the contract.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '../api';
import { ENDPOINT_TABLE_FILE, renderEndpointTable } from './endpointTable';

const file = path.join(__dirname, '..', '..', ENDPOINT_TABLE_FILE);
writeFileSync(file, renderEndpointTable(endpoints));
process.stdout.write(`Wrote ${path.relative(process.cwd(), file)}\n`);
