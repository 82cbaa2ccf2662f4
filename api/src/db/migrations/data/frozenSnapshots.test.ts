import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The data each released migration loads, and its loader, are frozen: an edit would change new
// databases but never existing ones. These are their SHA-256 hashes as released. A failure here
// means a frozen file was edited: undo it and write a new migration (with its own snapshot under
// data/) instead. A new migration's snapshot files are added to this list when it is released.
const FROZEN: Record<string, string> = {
  '0002_nqs_reference/loadNqsVersion.ts': '8f7a4ac07e14402a2ef8c98cf25ecc0957eaa7bde9edb451e1f8521e18a38eb4',
  '0002_nqs_reference/nqs2018.ts': '46aae6191adcebaae85e0110450dac0c04be5e979ae9f049e173125bab8068f5',
  '0003_questions/area1.ts': '2ee5000b592292d3dab82932fdb5edcbde20ec411892789ebf78b9d064ada8b7',
  '0003_questions/area2.ts': '7b48a0bff81e997170f4f9268fc35a8221efa227d0888117035a1a7c0a95a768',
  '0003_questions/area3.ts': 'a1848f5007db3ca246d78631eebb4ea17fd263a87416863b70cbce916fd55d87',
  '0003_questions/area4.ts': 'd1ecfd235c258ad86f00d9e32a4e1b538849dc82b705641de5c9b6bdc7f49041',
  '0003_questions/area5.ts': 'ee2c189b791ea29cf0c60f5e5493662de427c1e361b5ed9e65281f2747b14c78',
  '0003_questions/area6.ts': '38073de517234148eb1ec5d3b1a3c967a1e24d83828307761194f85e1176ad49',
  '0003_questions/area7.ts': '9305f8cca38dbda8db815edbcf0f82c308ad8108ae09672310417bbaba46e334',
  '0003_questions/index.ts': '349c940f0a67caeb8dd55bfa0aaf0784667e0f64b375e54b5765c34eeb91689c',
  '0003_questions/loadQuestionBank.ts': '8669608edb2b1e528cb186e19cb8b1850e03dd797b09e2e083edfb33754f397a',
  '0003_questions/types.ts': '7ae4d8b096743bf1fcc66a84f82f46da157e0467910dc1a7ef68928e6cadd254',
  '0004_laws_regulations/laws2018.ts': 'c978ebb2af0b9694a6ea21aade3d0d457fe319d2e4815c46735b396bfefd7dfe',
  '0004_laws_regulations/loadLaws.ts': 'a34fb48e59ab8047ab54d66403205d7c78e4e851ba7fd34d388964353ebcc683',
  '0102_nqs_2026/loadNqsRevision.ts': 'dd0fa41dcf0bcf22f4dd7810c619113d7e974ec144eabe6b524449eb1804a521',
  '0102_nqs_2026/nqs2026.ts': '7886ac8cc37baee75c9a6ab21478f88f08dba84ed7e8ac4c13959d9a72e6ea40',
};

/** The snapshot files under data/ (tests aside), as paths relative to it. */
function snapshotFiles(): string[] {
  return (fs.readdirSync(__dirname, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
}

// Line endings as checked out (Windows) must not count as an edit.
const hashOf = (file: string) =>
  createHash('sha256')
    .update(fs.readFileSync(path.join(__dirname, file), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

describe('the frozen data of released migrations', () => {
  it('records every snapshot file', () => {
    expect(snapshotFiles()).toEqual(Object.keys(FROZEN).sort());
  });

  it.each(Object.entries(FROZEN))('%s is as released', (file, hash) => {
    expect(hashOf(file)).toBe(hash);
  });
});
