// pulumi-language-python: the project's stand-in for Pulumi's Python language host (pulumi/pulumi
// sdk/python/cmd/pulumi-language-python/main.go at v3.259.0; see langhost for why it exists).
//
// Run is the official one: the virtual environment from Pulumi.yaml's `virtualenv` option (pip
// toolchain), resolved, created and activated by Pulumi's own python/toolchain package, runs
// `python -u pulumi-language-python-exec --monitor M --engine E --project P --root_directory R
// --stack S --pwd D --dry_run true|false --parallel N <program>` with PULUMI_CONFIG and
// PULUMI_CONFIG_SECRET_KEYS. The exec script, which the `pulumi` wheel does not ship, lies beside
// this binary as in the official distribution.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"adpublisher.local/language-hosts/langhost"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"github.com/pulumi/pulumi/sdk/v3/python/toolchain"
)

const execScript = "pulumi-language-python-exec"

type host struct {
	langhost.Base
	exec string
}

func main() {
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "could not determine current executable: %v\n", err)
		os.Exit(1)
	}
	exec := filepath.Join(filepath.Dir(self), execScript)
	if _, err := os.Stat(exec); err != nil {
		fmt.Fprintf(os.Stderr, "missing executor %s: %v\n", exec, err)
		os.Exit(1)
	}
	langhost.Main("pulumi-language-python", func(engine string) pulumirpc.LanguageRuntimeServer {
		return &host{Base: langhost.Base{EngineAddress: engine}, exec: exec}
	})
}

// options reads Pulumi.yaml's runtime options as the official parseOptions does (virtualenv, toolchain).
func options(info *pulumirpc.ProgramInfo) (toolchain.PythonOptions, error) {
	opts := toolchain.PythonOptions{Root: info.GetRootDirectory(), ProgramDir: info.GetProgramDirectory()}
	values := info.GetOptions().AsMap()
	if v, ok := values["virtualenv"]; ok {
		s, ok := v.(string)
		if !ok {
			return opts, errors.New("virtualenv option must be a string")
		}
		opts.Virtualenv = s
	}
	if v, ok := values["toolchain"]; ok {
		switch v {
		case "pip":
			opts.Toolchain = toolchain.Pip
		case "poetry":
			opts.Toolchain = toolchain.Poetry
		case "uv":
			opts.Toolchain = toolchain.Uv
		default:
			return opts, fmt.Errorf("unsupported toolchain option: %v", v)
		}
	}
	if _, ok := values["typechecker"]; ok {
		return opts, errors.New("the typechecker option is not supported by this stand-in host (docs/languages.md)")
	}
	return opts, nil
}

// resolveToolchain resolves the project's Python toolchain (pip and its virtual environment, poetry or uv)
// with Pulumi's own code, as every method of the official host does.
func resolveToolchain(info *pulumirpc.ProgramInfo) (toolchain.Toolchain, error) {
	opts, err := options(info)
	if err != nil {
		return nil, err
	}
	return toolchain.ResolveToolchain(opts)
}

// GetRequiredPackages is the official one: it creates the virtual environment when it is missing,
// then reports each installed distribution that is a Pulumi package (one with a pulumi-plugin.json
// in its module folder, or named pulumi-*/pulumi_*) and names a resource plugin, with the version and
// download URL its pulumi-plugin.json carries, so that the engine can install the plugin before the
// program runs.
func (h *host) GetRequiredPackages(ctx context.Context, req *pulumirpc.GetRequiredPackagesRequest) (*pulumirpc.GetRequiredPackagesResponse, error) {
	tc, err := resolveToolchain(req.GetInfo())
	if err != nil {
		return nil, err
	}
	if err := tc.EnsureVenv(ctx, req.GetInfo().GetProgramDirectory(), false, true, os.Stderr, os.Stderr); err != nil {
		return nil, err
	}
	installed, err := installedDistributions(ctx, tc)
	if err != nil {
		return nil, err
	}
	packages := []*pulumirpc.PackageDependency{}
	for _, dist := range installed {
		if _, ok := packagesWithoutPlugins[dist.Name]; ok {
			continue
		}
		module := strings.ReplaceAll(dist.Name, "-", "_")
		pluginJSON, err := langhost.ReadPluginJSON(filepath.Join(dist.Location, module, "pulumi-plugin.json"))
		if err != nil {
			return nil, err
		}
		if pluginJSON == nil && !strings.HasPrefix(dist.Name, "pulumi-") && !strings.HasPrefix(dist.Name, "pulumi_") {
			continue
		}
		if pkg := langhost.RequiredPackage(pluginJSON, strings.TrimPrefix(dist.Name, "pulumi-"), pluginVersion(dist.Version)); pkg != nil {
			packages = append(packages, pkg)
		}
	}
	return &pulumirpc.GetRequiredPackagesResponse{Packages: packages}, nil
}

// packagesWithoutPlugins are the official host's list of Pulumi's Python packages that have no plugin.
var packagesWithoutPlugins = map[string]struct{}{"pulumi-policy": {}, "pulumi_policy": {}, "pulumi-esc-sdk": {}, "pulumi_esc_sdk": {}}

// distribution is one installed Python distribution: its name, version and the folder (site-packages)
// that holds its modules.
type distribution struct {
	Name     string `json:"name"`
	Version  string `json:"version"`
	Location string `json:"location"`
}

// listDistributions prints every installed distribution with its location, as `pip list -v --format
// json` does, through importlib.metadata so that it needs no pip in the environment (uv's have none).
const listDistributions = `import importlib.metadata as m, json, sys
json.dump([{"name": d.metadata["Name"], "version": d.version, "location": str(d.locate_file(""))} for d in m.distributions()], sys.stdout)`

func installedDistributions(ctx context.Context, tc toolchain.Toolchain) ([]distribution, error) {
	cmd, err := tc.Command(ctx, "-c", listDistributions)
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("listing the installed Python packages: %w", err)
	}
	var installed []distribution
	if err := json.Unmarshal(out, &installed); err != nil {
		return nil, fmt.Errorf("listing the installed Python packages: %w", err)
	}
	return installed, nil
}

// pluginVersion is a release's PEP 440 version (N.N.N, or fewer parts) as a plugin's; none for a
// pre-release or any other form, whose plugin version cannot be told from it.
func pluginVersion(version string) string {
	parts := strings.Split(version, ".")
	if len(parts) > 3 {
		return ""
	}
	for _, part := range parts {
		if _, err := strconv.ParseUint(part, 10, 64); err != nil {
			return ""
		}
	}
	for len(parts) < 3 {
		parts = append(parts, "0")
	}
	return strings.Join(parts, ".")
}

func (h *host) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	if h.EngineAddress == "" {
		return nil, errors.New("when debugging or running explicitly, must call Handshake before Run")
	}
	tc, err := resolveToolchain(req.GetInfo())
	if err != nil {
		return nil, err
	}
	if err := tc.ValidateVenv(ctx); err != nil {
		return nil, err
	}
	cmd, err := tc.Command(ctx, append([]string{"-u", h.exec}, h.arguments(req)...)...)
	if err != nil {
		return nil, err
	}
	config, err := langhost.ConfigEnv(req)
	if err != nil {
		return nil, err
	}
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	cmd.Env = append(cmd.Env, config...)
	return langhost.RunProgram(ctx, cmd, func(status int) string {
		return fmt.Sprintf("program exited with non-zero exit code: %d", status)
	}), nil
}

// arguments is the official constructArguments: every flag the exec script takes, then the entry point.
func (h *host) arguments(req *pulumirpc.RunRequest) []string {
	var args []string
	add := func(k, v string) {
		if v != "" {
			args = append(args, "--"+k, v)
		}
	}
	add("monitor", req.GetMonitorAddress())
	add("engine", h.EngineAddress)
	add("project", req.GetProject())
	add("root_directory", req.GetInfo().GetRootDirectory())
	add("stack", req.GetStack())
	add("pwd", req.GetPwd())
	add("dry_run", strconv.FormatBool(req.GetDryRun()))
	add("parallel", strconv.Itoa(int(req.GetParallel())))
	add("organization", req.GetOrganization())
	args = append(args, req.GetInfo().GetEntryPoint())
	return append(args, req.GetArgs()...)
}

// InstallDependencies (`pulumi install`): creates the virtual environment and installs
// requirements.txt into it, through Pulumi's own toolchain code.
func (h *host) InstallDependencies(req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer) error {
	tc, err := resolveToolchain(req.GetInfo())
	if err != nil {
		return err
	}
	closer, stdout, stderr, err := rpcutil.MakeInstallDependenciesStreams(server, req.GetIsTerminal())
	if err != nil {
		return err
	}
	defer closer.Close()
	if err := tc.InstallDependencies(server.Context(), req.GetInfo().GetProgramDirectory(), false, true, stdout, stderr); err != nil {
		return err
	}
	return closer.Close()
}

// GenerateProgram serves `pulumi import`: Python, with output-versioned invokes and, when the engine
// asks for it (import does), a non-strict bind, as the official host.
func (h *host) GenerateProgram(_ context.Context, req *pulumirpc.GenerateProgramRequest) (*pulumirpc.GenerateProgramResponse, error) {
	bind := []pcl.BindOption{pcl.PreferOutputVersionedInvokes}
	if !req.GetStrict() {
		bind = append(bind, pcl.NonStrictBindOptions()...)
	}
	return langhost.GenerateProgram(req, codegen.GenerateProgram, bind...)
}
