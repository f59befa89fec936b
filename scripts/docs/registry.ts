// The two pages the Pulumi Registry publishes for a provider, from docs/ of its repository:
// docs/_index.md (overview, an example in each language) and docs/installation-configuration.md
// (install per language and platform, every configuration key and variable). Generated from
// schema.json (description, config), package.json (the version), the plugin platforms and the block
// list example of examples/snippets, which the release tests run from each installed artifact.
import { NATIVE_TARGETS, PORTABLE_ALIASES, PORTABLE_TARGET } from "../plugin-tarball/platforms";
import { MINIMUM_NODE } from "../../provider/node-version";
import { GO_MODULE, PYTHON_PACKAGE, REPOSITORY } from "../schema/package-info";
import { fence, readExample } from "../schema/examples";
import type { PackageSpec } from "../schema/pulumi-spec";

const PLUGIN = "pulumi-resource-adpublisher";

const frontMatter = (title: string, description: string): string => `---\ntitle: ${title}\nmeta_desc: ${description}\nlayout: package\n---\n`;

function chooser(blocks: Record<string, string>): string {
  const languages = Object.keys(blocks);
  const choosables = languages.map((language) => `{{% choosable language ${language} %}}\n\n${blocks[language]}\n\n{{% /choosable %}}`);
  return `{{< chooser language "${languages.join(",")}" >}}\n${choosables.join("\n")}\n{{< /chooser >}}`;
}

/** The block list example in each language, as the snippet files hold it (the TypeScript title comment aside). */
function exampleBlocks(): Record<string, string> {
  const example = readExample("block-list");
  if (!example) throw new Error("examples/snippets/block-list is missing: docs/_index.md shows it");
  return Object.fromEntries(Object.entries(example.code).map(([language, code]) => [language, fence(language, code)]));
}

export function registryIndexPage(schema: PackageSpec, version: string): string {
  return `${frontMatter("Ad publisher", `The Ad publisher provider for Pulumi manages apps, ad locations, IAB block lists and monetization settings of an ad network's publisher account.`)}
The Ad publisher provider manages the ${schema.description?.replace(/^./, (c) => c.toLowerCase()) ?? ""}
Review a change as a \`pulumi preview\` in a pull request, apply it with \`pulumi up\`, and catch edits made in the
dashboard with \`pulumi preview --refresh --expect-no-changes\`. Its resources are \`App\`, \`AdLocation\`,
\`BlockList\` and \`MonetizationSettings\`; its functions read reports and look up objects a stack does not manage.

Version ${version}. Before use, install the provider and set its credentials, as the Installation &
Configuration page says.

## Example

A block list of sensitive IAB categories, which monetization settings can then refer to:

${chooser(exampleBlocks())}

The program exports the list's id; \`pulumi up\` creates it, and \`pulumi destroy\` deletes it.
`;
}

function envVariable(key: string): string {
  return `ADPUBLISHER_${key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}`;
}

function configTable(schema: PackageSpec): string {
  const variables = (schema.config?.variables ?? {}) as Record<string, { description?: string; secret?: boolean }>;
  const rows = Object.entries(variables).map(([key, spec]) => {
    const description = (spec.description ?? "").replace(/ Falls back to the environment variable `[A-Z0-9_]+`\./, "").replace(/ A secret: set it with `pulumi config set --secret`\./, "");
    return `| \`adpublisher:${key}\` | \`${envVariable(key)}\` | ${spec.secret ? "yes" : ""} | ${description.replace(/\|/g, "\\|")} |`;
  });
  return ["| key | environment variable | secret | meaning |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

function platformTable(version: string): string {
  const rows = [
    ...NATIVE_TARGETS.map((t) => `| ${t.name} | \`${PLUGIN}-v${version}-${t.name}.tar.gz\` | nothing: it ships its own Node.js |`),
    ...PORTABLE_ALIASES.map((alias) => `| ${alias} | \`${PLUGIN}-v${version}-${alias}.tar.gz\` | Node.js >= ${MINIMUM_NODE} (22 or 24) on \`PATH\` |`),
    `| any other | \`${PLUGIN}-v${version}-${PORTABLE_TARGET.name}.tar.gz\` | Node.js >= ${MINIMUM_NODE} (22 or 24) on \`PATH\` |`,
  ];
  return ["| platform | plugin archive | needs |", "| --- | --- | --- |", ...rows].join("\n");
}

export function installationPage(schema: PackageSpec, version: string): string {
  return `${frontMatter("Ad publisher Installation & Configuration", "How to install the Ad publisher provider for Pulumi and configure its credentials.")}
## Installation

The provider is a package in each Pulumi language, and a resource plugin that the Pulumi engine runs.

* TypeScript/JavaScript: [\`pulumi-adpublisher\`](https://www.npmjs.com/package/pulumi-adpublisher) on npm
* Python: [\`${PYTHON_PACKAGE}\`](https://pypi.org/project/${PYTHON_PACKAGE}/) on PyPI
* Go: [\`${GO_MODULE}\`](https://pkg.go.dev/${GO_MODULE}/adpublisher)
* Java: \`io.github.adpublisher:adpublisher\` on Maven Central
* YAML: no package; the plugin alone

Install the package by name, as any provider's:

\`\`\`sh
npm install pulumi-adpublisher@${version} @pulumi/pulumi
pip install ${PYTHON_PACKAGE}==${version}
go get ${GO_MODULE}@v${version}
\`\`\`

Java, in your \`pom.xml\` (io.github.adpublisher:adpublisher:${version}):

\`\`\`xml
<dependency>
  <groupId>io.github.adpublisher</groupId>
  <artifactId>adpublisher</artifactId>
  <version>${version}</version>
</dependency>
\`\`\`

Then \`pulumi up\`: for YAML, Python, Go and Java the engine downloads the plugin for your platform
from the package's GitHub release on first use (below).

### The packages from a release's files: offline, air-gapped, a mirror

Every file below is attached to the [GitHub release](${REPOSITORY}/releases) of each version, with
\`SHA256SUMS\`. Without the registries, install from those files:

\`\`\`sh
sha256sum -c SHA256SUMS --ignore-missing          # the files you downloaded are the release's
npm install ./pulumi-adpublisher-${version}.tgz @pulumi/pulumi
pip install ./${PYTHON_PACKAGE}-${version}-py3-none-any.whl     # or the sdist, ./${PYTHON_PACKAGE}-${version}.tar.gz
tar -xzf pulumi-adpublisher-sdk-go-v${version}.tar.gz         # the Go module, then in your go.mod:
go mod edit -require=${GO_MODULE}@v${version} -replace=${GO_MODULE}=./pulumi-adpublisher-sdk-go-v${version}
mvn install:install-file -Dfile=adpublisher-${version}.jar -DpomFile=adpublisher-${version}.pom   # Java, into ~/.m2
tar -xzf pulumi-adpublisher-sdk-dotnet-v${version}.tar.gz    # .NET: the SDK's source, for your project to reference
\`\`\`

A mirror of the release folder (\`npm run release -- --out DIR\`) serves the Go module and the Java
package as their registries do: \`DIR/goproxy/\` is a Go module proxy, and \`DIR/maven/\` a Maven
repository with signed artifacts:

\`\`\`sh
GOPROXY=file:///mirror/goproxy,https://proxy.golang.org GONOSUMDB=${GO_MODULE} go get ${GO_MODULE}@v${version}
\`\`\`

and in \`pom.xml\`, \`<repositories><repository><id>adpublisher</id><url>file:///mirror/maven</url></repository></repositories>\`.

### The plugin

TypeScript programs need no plugin: the npm package runs its resources itself. YAML, Python, Go and
Java programs need the plugin \`${PLUGIN}\`, and the engine fetches it on first use, as it does for
any provider: each SDK names the plugin's version and where it is published (\`${schema.pluginDownloadURL}\`,
the repository's GitHub releases), and the first time a program needs it the engine downloads the
archive of your platform into \`~/.pulumi/plugins\`. A YAML program names both once, in the options of one of
its adpublisher resources (they hold for the whole program):

\`\`\`yaml
    options:
      version: ${version}
      pluginDownloadURL: ${schema.pluginDownloadURL}
\`\`\`

The archives, one per platform:

${platformTable(version)}

To install it ahead of time (a CI image), from the release or from a downloaded archive:

\`\`\`sh
pulumi plugin install resource adpublisher ${version} --server ${schema.pluginDownloadURL}
pulumi plugin install resource adpublisher ${version} --file ${PLUGIN}-v${version}-linux-amd64.tar.gz
\`\`\`

On Windows the engine runs the archive's \`${PLUGIN}.cmd\`. An archive unpacked on the wrong
platform fails with one line that names the platform it is for, and the platform-independent one, on
a Node.js older than ${MINIMUM_NODE}, with one line naming the version found and the one needed.

### From a mirror, offline or air-gapped

Put a release's plugin archives in a folder that any HTTP server in your network serves, and point the
engine at it for this package's download URL only:

\`\`\`sh
export PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES='^${schema.pluginDownloadURL.replace(/\./g, "\\.")}=https://mirror.example.com/adpublisher/'
\`\`\`

The engine then downloads \`https://mirror.example.com/adpublisher/${PLUGIN}-v${version}-<os>-<arch>.tar.gz\`
(check the archives against the release's \`SHA256SUMS\` when you copy them). With no HTTP server at
all, install the archive with \`--file\` as above.

## Configuration

Set the credentials as stack configuration (secrets with \`--secret\`), or as environment variables:

\`\`\`sh
pulumi config set adpublisher:baseUrl https://api.example.com
pulumi config set adpublisher:clientId <client id>
pulumi config set adpublisher:audience <audience>
pulumi config set --secret adpublisher:clientSecret <client secret>
\`\`\`

No base URL has a default: a missing one is an error naming the key and the variable. Credentials
never reach the stack's state in plain text.

${configTable(schema)}
`;
}
