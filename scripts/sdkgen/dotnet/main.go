// sdkgen-dotnet generates the .NET SDK of schema.json with the .NET generator of
// github.com/pulumi/pulumi-dotnet and prints the files as one JSON object
// {"path": base64 content} for sdkgen (../main.go) to write. It is a module of its own because that
// generator builds only on its own pins of the Pulumi packages (pkg v3.223.0), which the other
// generators, at the CLI's v3.259.0, cannot share.
package main

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"

	"github.com/blang/semver"
	dotnetgen "github.com/pulumi/pulumi-dotnet/pulumi-language-dotnet/v3/codegen"
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

// logo is the package icon of the .NET SDK: a plain 64x64 square, committed beside this file.
//
//go:embed logo.png
var logo []byte

// offlineLogo answers the one request the .NET generator makes (it downloads logoUrl, or Pulumi's
// logo when there is none) with the committed logo, so generation needs no network and gives the
// same bytes every time.
type offlineLogo struct{}

func (offlineLogo) RoundTrip(req *http.Request) (*http.Response, error) {
	return &http.Response{
		StatusCode: http.StatusOK, Status: "200 OK", Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header: http.Header{"Content-Type": []string{"image/png"}}, Body: io.NopCloser(bytes.NewReader(logo)),
		ContentLength: int64(len(logo)), Request: req,
	}, nil
}

func run(path string) error {
	http.DefaultTransport = offlineLogo{}
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var spec schema.PackageSpec
	if err := json.Unmarshal(raw, &spec); err != nil {
		return err
	}
	// The generator downloads logoUrl into the package; schema.json sets none, and this makes sure.
	if spec.LogoURL != "" {
		return errors.New("schema.json has a logoUrl, which the .NET generator would download")
	}
	pkg, diags, err := schema.BindSpec(spec, noDependencies{}, schema.ValidationOptions{})
	if err != nil {
		return err
	}
	if len(diags) > 0 {
		return fmt.Errorf("%s does not bind cleanly:\n%s", path, diags.Error())
	}
	files, err := dotnetgen.GeneratePackage("adpublisher-sdkgen", pkg, nil, nil)
	if err != nil {
		return err
	}
	return json.NewEncoder(os.Stdout).Encode(files)
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: sdkgen-dotnet SCHEMA.json")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "sdkgen-dotnet:", err)
		os.Exit(1)
	}
}
