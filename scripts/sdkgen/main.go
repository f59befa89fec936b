// sdkgen writes the Python, Go and .NET SDKs of schema.json with Pulumi's own code generators,
// at the version of the Pulumi CLI the project uses. `npm run sdk` builds and runs it:
//
//	sdkgen -schema schema.json -out sdk -languages python,go,dotnet,java -pulumi-version 3.259.0 \
//	  -dotnet-generator PATH -java-generator PATH
//
// The .NET and Java generators live in other modules on their own pins (dotnet/, java/):
// -dotnet-generator and -java-generator name their binaries, which print the files as JSON.
// Each language's folder under -out is replaced whole, so a file the generator no longer writes
// does not linger.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/blang/semver"
	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	pygen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"golang.org/x/mod/modfile"
)

// The tool name written in each generated file's header.
const tool = "adpublisher-sdkgen"

// noDependencies is the loader of a package that references no other package: any lookup is a
// defect of schema.json, reported as such instead of downloading a plugin.
type noDependencies struct{}

var errNoDependency = errors.New("schema.json references another package; sdkgen loads none")

func (noDependencies) LoadPackage(string, *semver.Version) (*schema.Package, error) {
	return nil, errNoDependency
}

func (noDependencies) LoadPackageV2(context.Context, *schema.PackageDescriptor) (*schema.Package, error) {
	return nil, errNoDependency
}

func (noDependencies) LoadPackageReference(string, *semver.Version) (schema.PackageReference, error) {
	return nil, errNoDependency
}

func (noDependencies) LoadPackageReferenceV2(context.Context, *schema.PackageDescriptor) (schema.PackageReference, error) {
	return nil, errNoDependency
}

// bind reads and binds schema.json; a warning fails like an error, so the schema stays clean.
func bind(path string) (*schema.Package, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var spec schema.PackageSpec
	if err := json.Unmarshal(raw, &spec); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	pkg, diags, err := schema.BindSpec(spec, noDependencies{}, schema.ValidationOptions{})
	if err != nil {
		return nil, err
	}
	if len(diags) > 0 {
		return nil, fmt.Errorf("%s does not bind cleanly:\n%s", path, diags.Error())
	}
	return pkg, nil
}

type generator struct {
	generate func(pkg *schema.Package) (map[string][]byte, error)
	// finish runs in the written folder (e.g. to write go.sum).
	finish func(dir string) error
}

var pulumiVersion, dotnetGenerator, javaGenerator, schemaPath string

// external runs a generator binary of another module (flag names it) that prints the files as JSON.
func external(flagName, binary string) func(*schema.Package) (map[string][]byte, error) {
	return func(*schema.Package) (map[string][]byte, error) {
		if binary == "" {
			return nil, fmt.Errorf("-%s is required", flagName)
		}
		cmd := exec.Command(binary, schemaPath)
		cmd.Stderr = os.Stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, err
		}
		var files map[string][]byte
		return files, json.Unmarshal(out, &files)
	}
}

var generators = map[string]generator{
	"python": {generate: func(pkg *schema.Package) (map[string][]byte, error) {
		files, err := pygen.GeneratePackage(tool, pkg, nil, noDependencies{})
		if err != nil {
			return nil, err
		}
		// pyproject.toml names README.md beside it; Pulumi's provider builds copy the package's in.
		files["README.md"] = files["pulumi_adpublisher/README.md"]
		return files, nil
	}},
	"go": {generate: func(pkg *schema.Package) (map[string][]byte, error) {
		files, err := gogen.GeneratePackage(tool, pkg, nil)
		if err != nil {
			return nil, err
		}
		return files, pinPulumi(files)
	}, finish: tidy},
}

// pinPulumi makes go.mod require the Pulumi Go SDK at the CLI's version (the generator writes the
// version it was released with), the one the project builds and tests against.
func pinPulumi(files map[string][]byte) error {
	mod, err := modfile.Parse("go.mod", files["go.mod"], nil)
	if err != nil {
		return err
	}
	if err := mod.AddRequire("github.com/pulumi/pulumi/sdk/v3", "v"+pulumiVersion); err != nil {
		return err
	}
	files["go.mod"], err = mod.Format()
	return err
}

// tidy completes go.mod and writes go.sum, so that `go build` of the SDK needs no other step.
func tidy(dir string) error {
	cmd := exec.Command("go", "mod", "tidy")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	return cmd.Run()
}

// write replaces dir with files (relative paths), through a sibling temp folder.
func write(dir string, files map[string][]byte) error {
	tmp := dir + ".tmp"
	if err := os.RemoveAll(tmp); err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		target := filepath.Join(tmp, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(target, files[name], 0o644); err != nil {
			return err
		}
	}
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	return os.Rename(tmp, dir)
}

func run() error {
	flag.StringVar(&schemaPath, "schema", "schema.json", "the package schema")
	out := flag.String("out", "sdk", "folder that receives one folder per language")
	languages := flag.String("languages", "python,go", "comma-separated: python, go, dotnet, java")
	flag.StringVar(&dotnetGenerator, "dotnet-generator", "", "the sdkgen-dotnet binary (dotnet/)")
	flag.StringVar(&javaGenerator, "java-generator", "", "the sdkgen-java binary (java/)")
	flag.StringVar(&pulumiVersion, "pulumi-version", "", "version of the Pulumi SDKs the generated SDKs require")
	flag.Parse()
	if pulumiVersion == "" {
		return errors.New("-pulumi-version is required")
	}
	// The flags are read by now: the external generators close over their binaries' paths.
	generators["dotnet"] = generator{generate: external("dotnet-generator", dotnetGenerator)}
	generators["java"] = generator{generate: external("java-generator", javaGenerator)}
	for _, language := range strings.Split(*languages, ",") {
		gen, ok := generators[language]
		if !ok {
			return fmt.Errorf("unknown language %q", language)
		}
		// Each generator imports the language sections into the package it is given: bind afresh.
		pkg, err := bind(schemaPath)
		if err != nil {
			return err
		}
		files, err := gen.generate(pkg)
		if err != nil {
			return fmt.Errorf("%s: %w", language, err)
		}
		dir := filepath.Join(*out, language)
		if err := write(dir, files); err != nil {
			return fmt.Errorf("%s: %w", language, err)
		}
		if gen.finish != nil {
			if err := gen.finish(dir); err != nil {
				return fmt.Errorf("%s: %w", language, err)
			}
		}
		fmt.Printf("sdk/%s: %d files\n", language, len(files))
	}
	return nil
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "sdkgen:", err)
		os.Exit(1)
	}
}
