// The Pulumi Registry's API-docs generator over a package schema: Pulumi's codegen/docs (what the
// Registry's tools/resourcedocsgen runs) writes one Markdown page per resource, function and module
// of schema.json into -out, as the Registry renders them. Nothing here is committed output: the
// community-package check runs it into a temporary folder and reads the pages.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pulumi/pulumi/pkg/v3/codegen/docs"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

func main() {
	schemaPath := flag.String("schema", "", "the package schema (schema.json)")
	out := flag.String("out", "", "folder that receives the generated pages")
	flag.Parse()
	if *schemaPath == "" || *out == "" {
		fmt.Fprintln(os.Stderr, "usage: docsgen -schema schema.json -out DIR")
		os.Exit(2)
	}
	if err := run(*schemaPath, *out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(schemaPath, out string) error {
	raw, err := os.ReadFile(schemaPath)
	if err != nil {
		return err
	}
	var spec schema.PackageSpec
	if err := json.Unmarshal(raw, &spec); err != nil {
		return fmt.Errorf("%s: %w", schemaPath, err)
	}
	// Bound as the Registry binds a package it publishes: every diagnostic is an error.
	pkg, diags, err := schema.BindSpec(spec, nil)
	if err != nil {
		return fmt.Errorf("binding %s: %w", schemaPath, err)
	}
	if diags.HasErrors() {
		return fmt.Errorf("binding %s: %s", schemaPath, diags.Error())
	}
	ctx := docs.NewContext("resourcedocsgen", pkg)
	files, err := ctx.GeneratePackage()
	if err != nil {
		return fmt.Errorf("generating docs: %w", err)
	}
	for name, content := range files {
		path := filepath.Join(out, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, content, 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("%d pages\n", len(files))
	return nil
}
