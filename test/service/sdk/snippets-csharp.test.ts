// The C# examples (examples/snippets/<folder>/Program.cs, every folder there) parse and bind against
// the generated .NET SDK in sdk/dotnet: tree-sitter's C# grammar reads both, and every type, enum
// member and property a program takes from Pulumi.AdPublisher must exist there with a fitting type
// (test/support/csharp-binder.ts). They are not compiled because no C# compiler can run here: NuGet,
// which serves both the .NET SDK's packages and Pulumi's .NET assembly, is out of reach, Debian
// bookworm has no dotnet SDK, and Mono's mcs (mono-mcs 6.8) stops before C# 9, which the examples
// need (top-level statements, target-typed `new()`).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Parser } from "web-tree-sitter";
import { beforeAll, describe, expect, it } from "vitest";
import { SNIPPET_FILES, SNIPPETS_DIR } from "../../../scripts/schema/examples";
import { bindProgram } from "../../support/csharp-binder";
import { csharpParser, readSdk, type Sdk, typeText } from "../../support/csharp-sdk";

const root = join(__dirname, "../../..");
let parser: Parser;
let sdk: Sdk;

beforeAll(async () => {
  parser = await csharpParser();
  sdk = readSdk(parser, join(root, "sdk/dotnet"));
});

/** A program of lines, numbered from 1 as the problems count them. */
const program = (...lines: string[]) => lines.join("\n");
const HEAD = ["using System.Collections.Generic;", "using Pulumi;", "using AdPublisher = Pulumi.AdPublisher;", "return await Deployment.RunAsync(() =>", "{"];

describe("examples/snippets in C#", () => {
  it("reads sdk/dotnet's classes, properties, methods and enum members (a check of the reader)", () => {
    const member = (type: string, name: string) => {
      const found = sdk.types.get(type)?.members.get(name);
      return found && typeText(found.type);
    };
    expect(sdk.namespaces).toEqual(new Set(["", "Inputs", "Outputs"]));
    expect([member("App", "Id"), member("App", "Urn"), member("App", "Signature")]).toEqual(["Output<string>", "Output<string>", "Output<string>"]);
    expect([member("AppArgs", "Platform"), member("AppArgs", "Orientations")]).toEqual(["Input<Platform>", "InputList<Orientation>"]);
    expect(sdk.types.get("AppArgs")?.members.get("Nickname")?.settable).toBe(true);
    expect(sdk.types.get("App")?.members.get("Nickname")?.settable).toBe(false);
    expect(member("Platform", "Android")).toBe("Platform");
    expect(sdk.types.get("Platform")?.isEnum).toBe(true);
    expect(member("Inputs.CountryTargetingArgs", "Price")).toBe("Input<double>");
    expect(member("GetAppResult", "Metadata")).toBe("Outputs.AppMetadata");
    expect(sdk.types.get("GetApp")?.methods.get("Invoke")?.map((m) => typeText(m.returns))).toEqual(["Output<GetAppResult>", "Output<GetAppResult>"]);
    expect(sdk.types.get("App")?.constructors.map((c) => c.params.map((p) => typeText(p.type)))).toEqual([["string", "AppArgs", "(outside the SDK)"]]);
  });

  it("every Program.cs parses and binds against sdk/dotnet", () => {
    const folders = readdirSync(SNIPPETS_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.length).toBeGreaterThanOrEqual(4);
    const problems = folders.flatMap(({ name }) => {
      const file = `examples/snippets/${name}/${SNIPPET_FILES.csharp}`;
      return bindProgram(parser, sdk, file, readFileSync(join(SNIPPETS_DIR, name, SNIPPET_FILES.csharp), "utf8"));
    });
    expect(problems).toEqual([]);
  });

  it("names the file, line and name of a wrong property, enum member, type or read (the check can fail)", () => {
    const planted = program(
      ...HEAD,
      '    var app = new AdPublisher.App("a", new()', // 6
      "    {",
      '        Nicknam = "Space Run",', // 8: no such input
      "        Platform = AdPublisher.Platform.Androd,", // 9: no such member
      "        Orientations = new[] { AdPublisher.Platform.Ios },", // 10: an enum of another type
      "        IsLive = \"no\",", // 11: a string for a bool
      "    }, new CustomResourceOptions { Protec = true });", // 12: not an option
      '    var location = new AdPublisher.AdLocatio("l", new() { AppId = app.Id });', // 13: no such type
      '    var inputs = new AdPublisher.Inputs.CountryTargetingArgs { Country = "US", Cost = 4 };', // 14: no such input
      "    var found = AdPublisher.GetApp.Invoke(new() { Nickname = \"Space Run\", Platfrom = AdPublisher.Platform.Ios });", // 15
      "    return new Dictionary<string, object?>",
      "    {",
      '        ["signature"] = app.Signatur,', // 18: no such output
      '        ["read"] = found.Apply(result => result.Signature),', // 19: getApp does not return the signature
      '        ["urn"] = app.Urn,',
      "    };",
      "});",
    );
    expect(bindProgram(parser, sdk, "planted/Program.cs", planted)).toEqual([
      "planted/Program.cs:8: Nicknam is not a property of AppArgs",
      "planted/Program.cs:9: AdPublisher.Platform.Androd: enum Platform has no member Androd",
      "planted/Program.cs:10: an item of the list takes Orientation, not Platform",
      "planted/Program.cs:11: IsLive of AppArgs takes Input<bool>, not string",
      "planted/Program.cs:12: Protec is not a property of CustomResourceOptions that the C# check knows",
      "planted/Program.cs:13: AdPublisher.AdLocatio is not a type of sdk/dotnet",
      "planted/Program.cs:14: Cost is not a property of Inputs.CountryTargetingArgs",
      "planted/Program.cs:15: Platfrom is not a property of GetAppInvokeArgs",
      "planted/Program.cs:18: app.Signatur: App has no property Signatur",
      "planted/Program.cs:19: result.Signature: GetAppResult has no property Signature",
    ]);
  });

  it("names the line and the token of a syntax error", () => {
    const broken = program(...HEAD, '    var app = new AdPublisher.BlockList("b", new()', "    {", '        Title = "No gambling"', '        Elements = new[] { "IAB9-9" },', "    });", "    return new Dictionary<string, object?>();", "});");
    expect(bindProgram(parser, sdk, "broken/Program.cs", broken)).toEqual(['broken/Program.cs:8: syntax error at `"No gambling"`']);
  });

  it("fails on what it does not follow, and on a name from outside the SDK that it does not know, instead of passing them", () => {
    const unknown = program(
      ...HEAD,
      '    var list = new AdPublisher.BlockList("b", new() { Title = "t", Elements = new[] { "IAB9-9" } });',
      "    var text = list.Id.ToString();", // 7: a method of Output the binder does not model
      "    foreach (var x in new[] { list }) { }", // 8: a statement it does not model
      "    return new Dictionary<string, object?> { [\"n\"] = Output.Create(list) };", // 9: a resource handed to code it does not follow
      "});",
      'Outputs.Create("x");', // 11: a name from nowhere
    );
    expect(bindProgram(parser, sdk, "unknown/Program.cs", unknown)).toEqual([
      "unknown/Program.cs:7: the C# check does not follow member_access_expression `list.Id.ToString`",
      "unknown/Program.cs:8: the C# check does not follow foreach_statement `foreach (var x in new[] { list }) { }`",
      "unknown/Program.cs:9: the C# check does not follow list into Output.Create",
      "unknown/Program.cs:11: Outputs is declared neither in the program nor in sdk/dotnet, and is not a name of Pulumi or System the C# check knows",
    ]);
  });
});
