// pulumi-language-go: the project's stand-in for Pulumi's Go language host (pulumi/pulumi
// sdk/go/pulumi-language-go/main.go at v3.259.0; see langhost for why it exists).
//
// Run is the official one: `go build -buildvcs=false -o <temp> -trimpath -ldflags "-w -s"` in the
// program's folder (or the `binary` / `buildTarget` runtime options), then the binary runs with
// PULUMI_MONITOR, PULUMI_ENGINE, PULUMI_PROJECT, PULUMI_STACK, PULUMI_ROOT_DIRECTORY,
// PULUMI_ORGANIZATION, PULUMI_CONFIG, PULUMI_CONFIG_SECRET_KEYS, PULUMI_DRY_RUN and PULUMI_PARALLEL,
// which the Go SDK's pulumi.Run reads.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"adpublisher.local/language-hosts/langhost"
	"github.com/blang/semver"
	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/executable"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

type host struct {
	langhost.Base
}

func main() {
	langhost.Main("pulumi-language-go", func(engine string) pulumirpc.LanguageRuntimeServer {
		return &host{Base: langhost.Base{EngineAddress: engine}}
	})
}

type options struct{ binary, buildTarget string }

func parseOptions(info *pulumirpc.ProgramInfo) (options, error) {
	var opts options
	values := info.GetOptions().AsMap()
	for key, target := range map[string]*string{"binary": &opts.binary, "buildTarget": &opts.buildTarget} {
		if v, ok := values[key]; ok {
			s, ok := v.(string)
			if !ok {
				return opts, fmt.Errorf("%s option must be a string", key)
			}
			*target = s
		}
	}
	if opts.binary != "" && opts.buildTarget != "" {
		return opts, errors.New("binary and buildTarget cannot both be specified")
	}
	return opts, nil
}

// GetRequiredPackages is the official one: each module go.mod requires, found with `go list -m
// -json` (or `go mod download -json` when it is not in the module cache yet, or vendor/), whose
// pulumi-plugin.json (in the module's folder, its go/ folder, or one folder below either) names a
// resource plugin. The SDKs' files carry the plugin's version and download URL, so the engine can
// install the plugin before the program runs. A program outside a Go module needs none.
func (h *host) GetRequiredPackages(ctx context.Context, req *pulumirpc.GetRequiredPackagesRequest) (*pulumirpc.GetRequiredPackagesResponse, error) {
	gobin, err := executable.FindExecutable("go")
	if err != nil {
		return nil, fmt.Errorf("couldn't find go binary: %w", err)
	}
	moduleDir, gomod, err := loadGomod(ctx, gobin, req.GetInfo().GetProgramDirectory())
	if err != nil {
		return &pulumirpc.GetRequiredPackagesResponse{}, nil
	}
	paths := make([]string, 0, len(gomod.Require))
	for _, r := range gomod.Require {
		paths = append(paths, r.Mod.Path)
	}
	modules, err := moduleSources(ctx, gobin, moduleDir, paths)
	if err != nil {
		return &pulumirpc.GetRequiredPackagesResponse{}, nil
	}
	packages := []*pulumirpc.PackageDependency{}
	for _, m := range modules {
		// As the official host: a module whose pulumi-plugin.json cannot be read is not a package.
		if pkg, err := m.requiredPackage(); err == nil && pkg != nil {
			packages = append(packages, pkg)
		}
	}
	return &pulumirpc.GetRequiredPackagesResponse{Packages: packages}, nil
}

// loadGomod finds and parses the go.mod of the program's module (`go list -m -f {{.GoMod}}`, no workspace).
func loadGomod(ctx context.Context, gobin, programDir string) (string, *modfile.File, error) {
	cmd := exec.CommandContext(ctx, gobin, "list", "-m", "-f", "{{.GoMod}}")
	cmd.Env = append(os.Environ(), "GOWORK=off")
	cmd.Dir = programDir
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return "", nil, err
	}
	path := strings.TrimSpace(string(out))
	if path == "" {
		return "", nil, fmt.Errorf("no go.mod file found: %v", programDir)
	}
	body, err := os.ReadFile(path)
	if err != nil {
		return "", nil, err
	}
	file, err := modfile.Parse(path, body, nil)
	return filepath.Dir(path), file, err
}

// modInfo is what `go list -m -json` and `go mod download -json` both say of a module.
type modInfo struct {
	Path, Version, Dir string
}

// goJSON runs go with args in dir and decodes its stream of JSON module records.
func goJSON(ctx context.Context, gobin, dir string, args ...string) ([]modInfo, error) {
	cmd := exec.CommandContext(ctx, gobin, args...)
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s: %w", strings.Join(args, " "), err)
	}
	var modules []modInfo
	for dec := json.NewDecoder(bytes.NewReader(out)); dec.More(); {
		var m modInfo
		if err := dec.Decode(&m); err != nil {
			return nil, err
		}
		modules = append(modules, m)
	}
	return modules, nil
}

// moduleSources finds each module's folder as the official findModuleSources does: `go list -m -json`,
// then vendor/ when the program vendors, else `go mod download -json` for the ones with no folder yet.
func moduleSources(ctx context.Context, gobin, moduleDir string, paths []string) ([]modInfo, error) {
	if len(paths) == 0 {
		return nil, nil
	}
	modules, err := goJSON(ctx, gobin, moduleDir, append([]string{"list", "-m", "-json"}, paths...)...)
	if err != nil {
		return nil, err
	}
	vendor := filepath.Join(moduleDir, "vendor")
	_, statErr := os.Stat(vendor)
	vendored := statErr == nil
	var missing []string
	for i, m := range modules {
		if m.Dir != "" {
			continue
		}
		if vendored {
			if _, err := os.Stat(filepath.Join(vendor, m.Path)); err == nil {
				modules[i].Dir = filepath.Join(vendor, m.Path)
			}
		} else {
			missing = append(missing, m.Path)
		}
	}
	if len(missing) > 0 {
		downloaded, err := goJSON(ctx, gobin, moduleDir, append([]string{"mod", "download", "-json"}, missing...)...)
		if err != nil {
			return nil, err
		}
		dirs := map[string]string{}
		for _, d := range downloaded {
			dirs[d.Path] = d.Dir
		}
		for i, m := range modules {
			if m.Dir == "" {
				modules[i].Dir = dirs[m.Path]
			}
		}
	}
	found := modules[:0]
	for _, m := range modules {
		if m.Dir != "" {
			found = append(found, m)
		}
	}
	return found, nil
}

// requiredPackage is the official getPackage: a module with a pulumi-plugin.json, or one of Pulumi's
// own provider modules (github.com/pulumi/pulumi-<name>), is a package; any other module is not.
func (m modInfo) requiredPackage() (*pulumirpc.PackageDependency, error) {
	candidates := []string{filepath.Join(m.Dir, "pulumi-plugin.json"), filepath.Join(m.Dir, "go", "pulumi-plugin.json")}
	for _, pattern := range []string{filepath.Join(m.Dir, "go", "*", "pulumi-plugin.json"), filepath.Join(m.Dir, "*", "pulumi-plugin.json")} {
		matches, _ := filepath.Glob(pattern)
		candidates = append(candidates, matches...)
	}
	pluginJSON, err := langhost.ReadPluginJSON(candidates...)
	if err != nil {
		return nil, fmt.Errorf("failed to load pulumi-plugin.json: %w", err)
	}
	var name string
	if parts := strings.Split(m.Path, "/"); strings.HasPrefix(m.Path, "github.com/pulumi/pulumi-") {
		name = strings.TrimPrefix(parts[2], "pulumi-")
	} else if pluginJSON == nil {
		return nil, nil
	}
	return langhost.RequiredPackage(pluginJSON, name, pluginVersion(m.Version)), nil
}

// pluginVersion is the module's version as a plugin's: a pseudo-version names the release before it
// (the official normalizeVersion), anything that is not semver none.
func pluginVersion(version string) string {
	v, err := semver.ParseTolerant(version)
	if err != nil {
		return ""
	}
	if module.IsPseudoVersion(version) {
		if v.Major == 0 && v.Minor == 0 && v.Patch == 0 {
			return ""
		}
		if v.Patch > 0 {
			v.Patch--
		}
		return fmt.Sprintf("v%d.%d.%d", v.Major, v.Minor, v.Patch)
	}
	return version
}

func (h *host) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	if h.EngineAddress == "" {
		return nil, errors.New("when debugging or running explicitly, must call Handshake before Run")
	}
	opts, err := parseOptions(req.GetInfo())
	if err != nil {
		return nil, err
	}
	env, err := h.environment(req)
	if err != nil {
		return nil, fmt.Errorf("failed to prepare environment: %w", err)
	}
	program := opts.binary
	if program != "" {
		if program, err = executable.FindExecutable(program); err != nil {
			return nil, fmt.Errorf("unable to find '%s' executable: %w", opts.binary, err)
		}
	} else {
		if program, err = h.compile(ctx, req.GetInfo().GetProgramDirectory(), opts.buildTarget); err != nil {
			return nil, fmt.Errorf("error in compiling Go: %w", err)
		}
		if opts.buildTarget == "" {
			defer os.Remove(program)
		}
	}
	cmd := exec.CommandContext(ctx, program)
	cmd.Dir = req.GetPwd()
	cmd.Env = env
	return langhost.RunProgram(ctx, cmd, func(status int) string {
		return fmt.Sprintf("program exited with non-zero exit code: %d", status)
	}), nil
}

// compile is the official compileProgram: `go build` into a temp file unless a buildTarget is set.
func (h *host) compile(ctx context.Context, dir, outfile string) (string, error) {
	h.log(ctx, "Compiling the program ...")
	if matches, _ := filepath.Glob(filepath.Join(dir, "*.go")); len(matches) == 0 {
		return "", fmt.Errorf("Failed to find go files for 'go build' matching %s", filepath.Join(dir, "*.go"))
	}
	if outfile == "" {
		f, err := os.CreateTemp("", "pulumi-go.*")
		if err != nil {
			return "", fmt.Errorf("unable to create go program temp file: %w", err)
		}
		if err := f.Close(); err != nil {
			return "", err
		}
		outfile = f.Name()
	}
	gobin, err := executable.FindExecutable("go")
	if err != nil {
		return "", fmt.Errorf("unable to find 'go' executable: %w", err)
	}
	build := exec.CommandContext(ctx, gobin, "build", "-buildvcs=false", "-o", outfile, "-trimpath", "-ldflags", "-w -s")
	build.Dir = dir
	build.Stdout, build.Stderr = os.Stdout, os.Stderr
	if err := build.Run(); err != nil {
		return "", fmt.Errorf("unable to run `go build`: %w", err)
	}
	h.log(ctx, "Finished compiling")
	return outfile, nil
}

// log shows an ephemeral status line through the engine, as the official host does while it compiles.
func (h *host) log(ctx context.Context, message string) {
	conn, err := grpc.NewClient(h.EngineAddress, grpc.WithTransportCredentials(insecure.NewCredentials()), rpcutil.GrpcChannelOptions())
	if err != nil {
		return
	}
	defer conn.Close()
	_, _ = pulumirpc.NewEngineClient(conn).Log(ctx, &pulumirpc.LogRequest{Severity: pulumirpc.LogSeverity_INFO, Message: message, Ephemeral: true})
}

// environment is the official constructEnv: how the RunRequest reaches the Go SDK's pulumi.Run.
func (h *host) environment(req *pulumirpc.RunRequest) ([]string, error) {
	config, err := langhost.ConfigEnv(req)
	if err != nil {
		return nil, err
	}
	env := append(os.Environ(), config...)
	add := func(k, v string) {
		if v != "" {
			env = append(env, k+"="+v)
		}
	}
	add(pulumi.EnvOrganization, req.GetOrganization())
	add(pulumi.EnvProject, req.GetProject())
	add(pulumi.EnvPulumiRootDirectory, req.GetInfo().GetRootDirectory())
	add(pulumi.EnvStack, req.GetStack())
	add(pulumi.EnvDryRun, strconv.FormatBool(req.GetDryRun()))
	add(pulumi.EnvParallel, strconv.Itoa(int(req.GetParallel())))
	add(pulumi.EnvMonitor, req.GetMonitorAddress())
	add(pulumi.EnvEngine, h.EngineAddress)
	return env, nil
}

// InstallDependencies (`pulumi install`): `go mod tidy`, as the official host.
func (h *host) InstallDependencies(req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer) error {
	closer, stdout, stderr, err := rpcutil.MakeInstallDependenciesStreams(server, req.GetIsTerminal())
	if err != nil {
		return err
	}
	defer closer.Close()
	gobin, err := executable.FindExecutable("go")
	if err != nil {
		return err
	}
	cmd := exec.Command(gobin, "mod", "tidy", "-compat=1.18")
	cmd.Dir = req.GetInfo().GetProgramDirectory()
	cmd.Stdout, cmd.Stderr = stdout, stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("`go mod tidy` failed to install dependencies: %w", err)
	}
	return closer.Close()
}

// GenerateProgram serves `pulumi import`: Go, with output-versioned invokes, as the official host.
func (h *host) GenerateProgram(_ context.Context, req *pulumirpc.GenerateProgramRequest) (*pulumirpc.GenerateProgramResponse, error) {
	return langhost.GenerateProgram(req, codegen.GenerateProgram, pcl.PreferOutputVersionedInvokes)
}
