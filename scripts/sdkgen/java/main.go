// sdkgen-java generates the Java SDK of schema.json with the Java generator of
// github.com/pulumi/pulumi-java/pkg and prints the files as one JSON object {"path": base64 content}
// for sdkgen (../main.go) to write. It is a module of its own because that generator builds only on
// its own pins of the Pulumi packages (pkg v3.205.0).
//
// It does what the official language host's GeneratePackage does (cmd/pulumi-language-java), under
// the host's own tool name, so that `pulumi package gen-sdk --language java` writes the same files;
// then it adds the Maven build (pom.xml), which the generator does not write.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/blang/semver"
	javagen "github.com/pulumi/pulumi-java/pkg/codegen/java"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// noDependencies: schema.json references no other package (see ../main.go, whose loader this
// mirrors on the older pins).
type noDependencies struct{}

var errNoDependency = errors.New("schema.json references another package; sdkgen loads none")

func (noDependencies) LoadPackage(string, *semver.Version) (*schema.Package, error) {
	return nil, errNoDependency
}

func (noDependencies) LoadPackageV2(context.Context, *schema.PackageDescriptor) (*schema.Package, error) {
	return nil, errNoDependency
}

func run(path string) error {
	// The generator prints its warnings on stdout (fmt.Printf); stdout carries the JSON here.
	out := os.Stdout
	os.Stdout = os.Stderr
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var spec schema.PackageSpec
	if err := json.Unmarshal(raw, &spec); err != nil {
		return err
	}
	deduped, diags, err := javagen.DeduplicateTypes(&spec)
	if err != nil {
		return err
	}
	if len(diags) > 0 {
		return fmt.Errorf("%s: %s", path, diags.Error())
	}
	pkg, diags, err := schema.BindSpec(*deduped, noDependencies{}, schema.ValidationOptions{})
	if err != nil {
		return err
	}
	if len(diags) > 0 {
		return fmt.Errorf("%s does not bind cleanly:\n%s", path, diags.Error())
	}
	files, err := javagen.GeneratePackage("pulumi-language-java", pkg, nil, nil, false, false)
	if err != nil {
		return err
	}
	pom, err := pomXML(pkg)
	if err != nil {
		return err
	}
	files["pom.xml"] = pom
	if err := addPluginJSON(pkg, files); err != nil {
		return err
	}
	return json.NewEncoder(out).Encode(files)
}

// addPluginJSON writes plugin.json beside the version.txt resource, as the generator's Gradle build
// does (its genPulumiResources task): the plugin's name, version and download URL, for the Java host's
// discovery of the plugins a program needs. With buildFiles "none" the generator leaves it to the build.
func addPluginJSON(pkg *schema.Package, files map[string][]byte) error {
	for name, version := range files {
		if !strings.HasPrefix(name, "src/main/resources/") || !strings.HasSuffix(name, "/version.txt") {
			continue
		}
		plugin := struct {
			Resource bool   `json:"resource"`
			Name     string `json:"name"`
			Server   string `json:"server,omitempty"`
			Version  string `json:"version"`
		}{true, pkg.Name, pkg.PluginDownloadURL, string(version)}
		encoded, err := json.MarshalIndent(plugin, "", "    ")
		if err != nil {
			return err
		}
		files[strings.TrimSuffix(name, "version.txt")+"plugin.json"] = append(encoded, '\n')
		return nil
	}
	return errors.New("the Java generator wrote no version.txt resource to put plugin.json beside")
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: sdkgen-java SCHEMA")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "sdkgen-java:", err)
		os.Exit(1)
	}
}
