// The shell and the remotes, read from the one table in shared-contracts, so a remote's
// container name and dev port are written once (the jest projects read it too).
const table = require('@qip/shared-contracts/remote-table.json');

/** @returns {{ kind: 'host' | 'remote', name: string, federationName: string, devPort: number, title: string }} */
function appEntry(folderName) {
  if (folderName === table.host.name) return { kind: 'host', ...table.host };
  const remote = table.remotes.find((entry) => entry.name === folderName);
  if (!remote) throw new Error(`${folderName} is not in shared-contracts/src/routes/remoteTable.json`);
  return { kind: 'remote', ...remote };
}

/** The folder names of the shell and every remote. */
const appFolders = [table.host.name, ...table.remotes.map((entry) => entry.name)];

module.exports = { appEntry, appFolders };
